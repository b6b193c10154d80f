import createPurifier, { type DOMPurify, type WindowLike } from 'dompurify';
import { Marked } from 'marked';

/** What bot markdown may become: text structure, links, tables. No media, forms or styling. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * No `class` or `style`: a reply must not borrow the host page's classes to dress itself up as
 * the page's own interface.
 */
const ALLOWED_ATTR = ['href', 'title', 'align', 'start'];

/** Web, mail and phone links, and relative ones; every other scheme (javascript:, data:...) goes. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * HTML written into the text is shown as text: a reply that mentions `<customer>` keeps the
 * word, and markup that DOMPurify would have removed is visible rather than silently dropped.
 */
const escapeHtml = ({ text }: { text: string }) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Chat text: a line break the writer typed is a line break shown. */
const markdown = new Marked({ gfm: true, breaks: true, renderer: { html: escapeHtml } });

/** Documents (docs/*.md) wrap their paragraphs in the source: only a blank line ends one. */
const documentMarkdown = new Marked({ gfm: true, breaks: false, renderer: { html: escapeHtml } });

/** An address with a scheme or a host: it leaves the site. */
const ABSOLUTE_URL = /^(?:[a-z][a-z+.-]*:|\/\/)/i;

function purifierFor(window: WindowLike, newTab: (href: string) => boolean): DOMPurify {
  const purifier = createPurifier(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && newTab(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

const SANITIZE_OPTIONS = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export type MarkdownRenderer = (text: string) => string;

/**
 * Bot text is untrusted: markdown is parsed by marked, and its HTML (with any HTML the text
 * carried) goes through DOMPurify with an allow-list before it reaches `innerHTML`.
 */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purifier = purifierFor(window, () => true);
  return (text) => purifier.sanitize(markdown.parse(text, { async: false }), SANITIZE_OPTIONS);
}

/**
 * The same parsing and allow-list for a document of the site's own (docs/*.md): paragraphs as
 * the source wraps them, and only links that leave the site opening in a new tab.
 */
export function createDocumentRenderer(window: WindowLike): MarkdownRenderer {
  const purifier = purifierFor(window, (href) => ABSOLUTE_URL.test(href));
  return (text) => purifier.sanitize(documentMarkdown.parse(text, { async: false }), SANITIZE_OPTIONS);
}

let pageRenderer: MarkdownRenderer | undefined;
let pageDocumentRenderer: MarkdownRenderer | undefined;

/** {@link createDocumentRenderer} for the page's own window, made on first use. */
export function renderDocument(text: string): string {
  pageDocumentRenderer ??= createDocumentRenderer(window);
  return pageDocumentRenderer(text);
}

/** {@link createMarkdownRenderer} for the page's own window, made on first use. */
export function renderMarkdown(text: string): string {
  pageRenderer ??= createMarkdownRenderer(window);
  return pageRenderer(text);
}
