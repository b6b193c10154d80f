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
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character),
  },
});

function purifierFor(window: WindowLike): DOMPurify {
  const purifier = createPurifier(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

export type MarkdownRenderer = (text: string) => string;

/**
 * Bot text is untrusted: markdown is parsed by marked, and its HTML (with any HTML the text
 * carried) goes through DOMPurify with an allow-list before it reaches `innerHTML`.
 */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purifier = purifierFor(window);
  return (text) =>
    purifier.sanitize(markdown.parse(text, { async: false }), {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let pageRenderer: MarkdownRenderer | undefined;

/** {@link createMarkdownRenderer} for the page's own window, made on first use. */
export function renderMarkdown(text: string): string {
  pageRenderer ??= createMarkdownRenderer(window);
  return pageRenderer(text);
}
