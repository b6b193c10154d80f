/**
 * The tree a reply's markdown becomes, apart from the parser that makes it: the API parses a
 * reply's `message` and sends the tree with it (`messageTree`), so a client can show it without
 * shipping a markdown parser (the widget does not).
 */

/** The elements a reply's markdown may become, as a list for the wire's schema. */
export const MARKDOWN_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Text structure, links, code and tables. No media, forms or styling. */
export type MarkdownTag = (typeof MARKDOWN_TAGS)[number];

export const MARKDOWN_ALIGNMENTS = ['left', 'center', 'right'] as const;

export interface MarkdownElement {
  readonly tag: MarkdownTag;
  readonly children: readonly MarkdownNode[];
  /** `a`: where it leads; only web, mail and phone links, and links without a scheme, are kept. */
  readonly href?: string;
  /** `th`, `td`: the column's alignment. */
  readonly align?: (typeof MARKDOWN_ALIGNMENTS)[number];
  /** `pre`: the language its code is written in, when the fence names one. */
  readonly language?: string;
}

/** Text, or an element of the allow-list: nothing else can come out of a reply's markdown. */
export type MarkdownNode = string | MarkdownElement;

/**
 * Web, mail and phone links, and links without a scheme (`/docs/agent`, `embedding.md`, `#events`);
 * every other scheme (javascript:, data:, vbscript:...) goes, and so does a protocol-relative `//`.
 */
const SAFE_HREF = /^(?:(?:https?|mailto|tel):|(?![a-z][a-z0-9+.-]*:|\/\/))/i;

/**
 * Whether a link may lead there. Browsers drop tabs and line breaks inside a URL (`java\tscript:`
 * runs), so an address holding any is refused too. Checked where the tree is made and again where
 * it is rendered, since a tree may come over the wire.
 */
export function isSafeHref(address: string): boolean {
  return (
    address !== '' &&
    SAFE_HREF.test(address) &&
    ![...address].some((character) => character.charCodeAt(0) <= 0x20 || character.charCodeAt(0) === 0x7f)
  );
}
