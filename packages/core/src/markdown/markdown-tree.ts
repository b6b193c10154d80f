import simpleMarkdownPackage from '@khanacademy/simple-markdown';
import { isSafeHref, type MarkdownElement, type MarkdownNode, type MarkdownTag } from './markdown-node.ts';

export type { MarkdownElement, MarkdownNode, MarkdownTag } from './markdown-node.ts';

/** What this module uses of simple-markdown. */
interface Parser {
  defaultBlockParse(source: string): readonly unknown[];
}

function hasParser(value: unknown): value is Parser {
  return typeof value === 'object' && value !== null && 'defaultBlockParse' in value;
}

/**
 * The parser, however the package was loaded: its ES build (what bundlers and Vite load) exports
 * it as the default; its CommonJS build (what Node loads) puts it under `default` again.
 */
function parserOf(loaded: unknown): Parser {
  if (hasParser(loaded)) return loaded;
  const inner = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (hasParser(inner)) return inner;
  throw new TypeError('@khanacademy/simple-markdown has no defaultBlockParse');
}

/**
 * Found on first use, not when the module loads: a bundle that takes only the tree's types and
 * renderers (the widget) then leaves the parser out.
 */
let parser: Parser | undefined;
function simpleMarkdown(): Parser {
  parser ??= parserOf(simpleMarkdownPackage);
  return parser;
}

interface ParsedNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const ALIGNMENTS = new Set(['left', 'center', 'right']);

const element = (tag: MarkdownTag, children: readonly MarkdownNode[], extra: Partial<MarkdownElement> = {}) =>
  ({ tag, children, ...extra }) satisfies MarkdownElement;

function isParsed(value: unknown): value is ParsedNode {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

export interface MarkdownOptions {
  /**
   * A single line break in a paragraph is a break shown, as a chat reply means it (the default);
   * `false` for documents that wrap their paragraphs in the source, where it is a space.
   */
  readonly breaks?: boolean;
}

/** The words of a node and everything under it, for what is shown as text (an image's place). */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join('');
  if (!isParsed(value)) return '';
  if (typeof value.content === 'string') return value.content;
  return plain(value.content);
}

/** Turns simple-markdown's parse into the allow-listed tree, under one set of options. */
function converter({ breaks = true }: MarkdownOptions) {
  const textWithBreaks = (text: string): MarkdownNode[] => {
    if (!breaks) return text === '' ? [] : [text.replace(/\n/g, ' ')];
    return text
      .split('\n')
      .flatMap((line, index) => (index === 0 ? [line] : [element('br', []), line]))
      .filter((node) => node !== '');
  };

  const nodes = (value: unknown): MarkdownNode[] => {
    if (typeof value === 'string') return textWithBreaks(value);
    if (Array.isArray(value)) return value.flatMap(nodes);
    return isParsed(value) ? convert(value) : [];
  };

  const tableOf = (node: ParsedNode): MarkdownElement => {
    const align = Array.isArray(node.align) ? node.align : [];
    const cell = (tag: 'th' | 'td', content: unknown, column: number) => {
      const alignment = align[column];
      return element(tag, nodes(content), ALIGNMENTS.has(String(alignment)) ? { align: alignment } : {});
    };
    const header = Array.isArray(node.header) ? node.header : [];
    const rows = Array.isArray(node.cells) ? node.cells : [];
    return element('table', [
      element('thead', [
        element(
          'tr',
          header.map((content, column) => cell('th', content, column)),
        ),
      ]),
      element(
        'tbody',
        rows.map((row) =>
          element(
            'tr',
            (Array.isArray(row) ? row : []).map((content, column) => cell('td', content, column)),
          ),
        ),
      ),
    ]);
  };

  const convert = (node: ParsedNode): MarkdownNode[] => {
    switch (node.type) {
      case 'text':
        return nodes(node.content);
      case 'paragraph':
        return [element('p', nodes(node.content))];
      case 'heading': {
        const level = Math.min(Math.max(Number(node.level) || 1, 1), 6);
        return [element(HEADINGS[level - 1] ?? 'h6', nodes(node.content))];
      }
      case 'strong':
      case 'u':
        return [element('strong', nodes(node.content))];
      case 'em':
        return [element('em', nodes(node.content))];
      case 'del':
        return [element('del', nodes(node.content))];
      case 'inlineCode':
        return [element('code', [String(node.content ?? '')])];
      case 'codeBlock':
        return [
          element('pre', [element('code', [String(node.content ?? '')])], {
            ...(typeof node.lang === 'string' && node.lang !== '' ? { language: node.lang } : {}),
          }),
        ];
      case 'blockQuote':
        return [element('blockquote', nodes(node.content))];
      case 'list': {
        const items = Array.isArray(node.items) ? node.items : [];
        return [
          element(
            node.ordered ? 'ol' : 'ul',
            items.map((item) => element('li', nodes(item))),
          ),
        ];
      }
      case 'table':
        return [tableOf(node)];
      case 'link': {
        const target = typeof node.target === 'string' ? node.target.trim() : '';
        const content = nodes(node.content);
        return isSafeHref(target) ? [element('a', content, { href: target })] : content;
      }
      case 'image':
        // No images: a reply must not load anything, nor pass for the page's own picture.
        return typeof node.alt === 'string' && node.alt !== '' ? [node.alt] : [];
      case 'br':
        return [element('br', [])];
      case 'hr':
        return [element('hr', [])];
      case 'newline':
      case 'def':
        return [];
      default:
        return textWithBreaks(plain(node));
    }
  };

  return nodes;
}

/** Adjacent strings become one, so renderers and tests see the text as written. */
function merged(list: readonly MarkdownNode[]): MarkdownNode[] {
  const out: MarkdownNode[] = [];
  for (const node of list) {
    const last = out.at(-1);
    if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
    else out.push(typeof node === 'string' ? node : { ...node, children: merged(node.children) });
  }
  return out;
}

/**
 * A reply's markdown as a tree of allowed elements. Bot text is untrusted: HTML written into it
 * stays text, links keep only safe schemes, and images become their alt text; the screens build
 * elements from this tree and never put markup into the page.
 */
export function markdownTree(markdown: string, options: MarkdownOptions = {}): MarkdownNode[] {
  return merged(converter(options)(simpleMarkdown().defaultBlockParse(markdown)));
}
