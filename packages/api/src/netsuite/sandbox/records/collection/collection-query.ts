import { invalidSearchQuery } from '../record-errors.ts';

/**
 * The `q` parameter of a record collection, as NetSuite reads it: conditions of a field, an
 * operator and its values (`companyName START_WITH "Acme"`, `id ANY_OF [1, 2]`,
 * `email EMPTY`), joined by AND and OR, AND binding tighter, parentheses for precedence. This
 * module knows only the grammar; which fields and operators exist is the filter's business.
 */

export interface FilterCondition {
  readonly kind: 'condition';
  readonly field: string;
  /** Upper case, as written in the query or not: `START_WITH`. */
  readonly operator: string;
  /** Quotes removed; a bracketed list gives several. */
  readonly values: readonly string[];
}

export interface FilterJunction {
  readonly kind: 'and' | 'or';
  readonly operands: readonly FilterExpression[];
}

export type FilterExpression = FilterCondition | FilterJunction;

/** Operators that take no value. */
const NULLARY_OPERATORS = new Set(['EMPTY', 'EMPTY_NOT']);

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'string'; readonly text: string }
  | { readonly kind: 'punctuation'; readonly text: '(' | ')' | '[' | ']' | ',' };

const PUNCTUATION = new Set(['(', ')', '[', ']', ',']);
const WORD_END = /[\s()[\],"']/;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < query.length) {
    const char = query.charAt(at);
    if (/\s/.test(char)) {
      at += 1;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ kind: 'punctuation', text: char as '(' | ')' | '[' | ']' | ',' });
      at += 1;
    } else if (char === '"' || char === "'") {
      let text = '';
      let end = at + 1;
      while (end < query.length && query.charAt(end) !== char) {
        // A backslash lets a quote of the same kind into the value.
        if (query.charAt(end) === '\\' && end + 1 < query.length) end += 1;
        text += query.charAt(end);
        end += 1;
      }
      if (end >= query.length)
        throw invalidSearchQuery(`the quoted value starting at position ${at + 1} is not closed.`);
      tokens.push({ kind: 'string', text });
      at = end + 1;
    } else {
      let end = at;
      while (end < query.length && !WORD_END.test(query.charAt(end))) end += 1;
      tokens.push({ kind: 'word', text: query.slice(at, end) });
      at = end;
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  private readonly tokens: readonly Token[];

  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  parse(): FilterExpression {
    if (this.tokens.length === 0) throw invalidSearchQuery('the query is empty.');
    const expression = this.disjunction();
    const rest = this.peek();
    if (rest) throw invalidSearchQuery(`unexpected '${rest.text}' after a complete condition.`);
    return expression;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private next(expected: string): Token {
    const token = this.tokens[this.at];
    if (!token) throw invalidSearchQuery(`the query ends where ${expected} was expected.`);
    this.at += 1;
    return token;
  }

  private isKeyword(keyword: 'AND' | 'OR'): boolean {
    const token = this.peek();
    return token?.kind === 'word' && token.text.toUpperCase() === keyword;
  }

  private isPunctuation(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'punctuation' && token.text === text;
  }

  private disjunction(): FilterExpression {
    const operands = [this.conjunction()];
    while (this.isKeyword('OR')) {
      this.at += 1;
      operands.push(this.conjunction());
    }
    return operands.length === 1 && operands[0] ? operands[0] : { kind: 'or', operands };
  }

  private conjunction(): FilterExpression {
    const operands = [this.primary()];
    while (this.isKeyword('AND')) {
      this.at += 1;
      operands.push(this.primary());
    }
    return operands.length === 1 && operands[0] ? operands[0] : { kind: 'and', operands };
  }

  private primary(): FilterExpression {
    if (this.isPunctuation('(')) {
      this.at += 1;
      const inner = this.disjunction();
      const close = this.next("')'");
      if (close.text !== ')') throw invalidSearchQuery(`expected ')' but found '${close.text}'.`);
      return inner;
    }
    return this.condition();
  }

  private condition(): FilterCondition {
    const field = this.next('a field name');
    if (field.kind !== 'word') throw invalidSearchQuery(`expected a field name but found '${field.text}'.`);
    const operatorToken = this.next(`an operator after '${field.text}'`);
    if (operatorToken.kind !== 'word') {
      throw invalidSearchQuery(`expected an operator after '${field.text}' but found '${operatorToken.text}'.`);
    }
    const operator = operatorToken.text.toUpperCase();
    const values = NULLARY_OPERATORS.has(operator) ? [] : this.operand(operator);
    return { kind: 'condition', field: field.text, operator, values };
  }

  private operand(operator: string): string[] {
    if (!this.isPunctuation('[')) return [this.value(operator)];
    this.at += 1;
    const values = [this.value(operator)];
    for (;;) {
      const token = this.next("',' or ']'");
      if (token.text === ']' && token.kind === 'punctuation') return values;
      if (token.text !== ',' || token.kind !== 'punctuation') {
        throw invalidSearchQuery(`expected ',' or ']' in the list of values but found '${token.text}'.`);
      }
      values.push(this.value(operator));
    }
  }

  private value(operator: string): string {
    const token = this.next(`a value for ${operator}`);
    if (token.kind === 'punctuation')
      throw invalidSearchQuery(`expected a value for ${operator} but found '${token.text}'.`);
    return token.text;
  }
}

export function parseCollectionQuery(query: string): FilterExpression {
  return new Parser(tokenize(query)).parse();
}
