import { type ScanToken, scanSync } from 'libpg-query';
import { refuse } from './suiteql-error.ts';

/**
 * Checks made on the query's tokens before it is parsed. PostgreSQL's parse tree does not
 * tell `LIMIT 5` from `FETCH FIRST 5 ROWS ONLY`, nor a `::` cast from CAST(...), and it has
 * no place for Oracle's `(+)` or CONNECT BY at all; the tokens do. Oracle's MINUS, which
 * PostgreSQL calls EXCEPT, is renamed here so the parser accepts it.
 */

const lower = (token: ScanToken | undefined) => token?.text.toLowerCase() ?? '';

const isComment = (token: ScanToken) => token.tokenName === 'SQL_COMMENT' || token.tokenName === 'C_COMMENT';

/** String constants in PostgreSQL-only spellings: E'..', U&'..', X'..', B'..' and $$..$$. */
const POSTGRES_STRING = /^(e|u&|x|b)'|^\$/i;

function checkToken(tokens: readonly ScanToken[], index: number): void {
  const token = tokens[index];
  if (token === undefined) return;
  const text = lower(token);
  const next = lower(tokens[index + 1]);
  if (token.tokenName === 'TYPECAST') {
    refuse('The :: cast is PostgreSQL syntax, not SuiteQL. Use CAST(x AS type), TO_NUMBER, TO_CHAR or TO_DATE.');
  }
  if (token.tokenName === 'PARAM') refuse('Bind parameters ($1) are not supported in a SuiteQL query.');
  if (token.tokenName === 'IDENT' && text.startsWith('"')) {
    refuse('Double-quoted identifiers are not supported. Write names without quotes: SuiteQL ignores their case.');
  }
  if (POSTGRES_STRING.test(token.text) && token.tokenName !== 'IDENT') {
    refuse(`The string literal ${token.text} is PostgreSQL syntax, not SuiteQL. Use '...' quotes.`);
  }
  if (token.tokenName === 'IDENT' && (text.startsWith('pg_') || text === 'information_schema')) {
    refuse(`Record '${text}' was not found. PostgreSQL's system catalogs are not reachable from SuiteQL.`);
  }
  if (token.tokenName === 'IDENT' && text.startsWith('_')) {
    refuse(`Unknown identifier '${text}'. Names begin with a letter.`);
  }
  if (text === 'limit' && token.keywordKind > 0) {
    refuse('LIMIT is not SuiteQL. Use FETCH FIRST n ROWS ONLY, or ROWNUM <= n in the WHERE clause.');
  }
  if (text === 'offset' && token.keywordKind > 0) checkOffset(tokens, index);
  if ((text === 'ilike' || text === 'similar') && token.keywordKind > 0) {
    refuse(
      `${text.toUpperCase()} is PostgreSQL syntax, not SuiteQL. Use LIKE, with UPPER() for a case-insensitive match.`,
    );
  }
  if (text === '(' && next === '+' && lower(tokens[index + 2]) === ')') {
    refuse("Oracle's (+) outer join syntax is not supported. Use LEFT OUTER JOIN ... ON ... instead.");
  }
  if (text === 'connect' && next === 'by') {
    refuse('Hierarchical queries (CONNECT BY) are not supported.');
  }
}

/** Oracle writes OFFSET n ROWS; PostgreSQL also takes a bare OFFSET n. */
function checkOffset(tokens: readonly ScanToken[], index: number): void {
  let at = index + 1;
  if (lower(tokens[at]) === '-') at += 1;
  const count = tokens[at];
  const unit = lower(tokens[at + 1]);
  if (count?.tokenName !== 'ICONST' || (unit !== 'row' && unit !== 'rows')) {
    refuse('Write OFFSET as OFFSET n ROWS, with n a whole number.');
  }
}

/** The query as PostgreSQL's parser should read it, or a refusal. */
export function checkSource(query: string): string {
  let tokens: ScanToken[];
  try {
    tokens = scanSync(query).tokens.filter((token) => !isComment(token));
  } catch (error) {
    return refuse(`Syntax error: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (tokens.length === 0) refuse('The query is empty.');
  tokens.forEach((_, index) => {
    checkToken(tokens, index);
  });
  let source = query;
  for (const token of [...tokens].reverse()) {
    if (token.tokenName === 'IDENT' && lower(token) === 'minus') {
      source = `${source.slice(0, token.start)}except${source.slice(token.end)}`;
    }
  }
  return source;
}
