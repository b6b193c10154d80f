import { isSafeHref, type MarkdownElement, type MarkdownNode } from './markdown-node.ts';

/** What a framework's `createElement` takes from a tree element: its tag, these props, its children. */
export interface MarkdownProps {
  readonly key: number;
  readonly href?: string;
  readonly target?: '_blank';
  readonly rel?: string;
  /** `th`, `td`: the column's alignment, for the stylesheet (`[data-align="right"]`): no inline styles under a strict CSP. */
  readonly 'data-align'?: 'left' | 'center' | 'right';
  /** `pre`: the language of its code. */
  readonly 'data-language'?: string;
  /** `pre`, `table`: they scroll sideways when wide, so the keyboard must be able to reach them. */
  readonly tabIndex?: 0;
}

export type CreateElement<T> = (tag: MarkdownElement['tag'], props: MarkdownProps, ...children: (T | string)[]) => T;

export interface MarkdownElementOptions {
  /** Which links open in a new tab, away from the page; all of them by default (a bot's links lead elsewhere). */
  readonly newTab?: (href: string) => boolean;
  /** Where a link should lead on this page (the docs link to each other as files); as written by default. */
  readonly href?: (href: string) => string;
}

/**
 * A markdown tree as the elements of whichever framework passes its `createElement` (React in the
 * console, Preact in the widget): one rendering, so both show a reply alike, with no HTML string
 * anywhere between the reply and the page.
 */
export function markdownElements<T>(
  nodes: readonly MarkdownNode[],
  createElement: CreateElement<T>,
  options: MarkdownElementOptions = {},
): (T | string)[] {
  const newTab = options.newTab ?? (() => true);
  const leadsTo = options.href ?? ((href: string) => href);
  const render = (node: MarkdownNode, key: number): T | string => {
    if (typeof node === 'string') return node;
    // A tree may come over the wire: a link that is not safe stays its words.
    const href = node.href === undefined || !isSafeHref(node.href) ? undefined : leadsTo(node.href);
    const props: MarkdownProps = {
      key,
      ...(href === undefined
        ? {}
        : { href, ...(newTab(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) }),
      ...(node.align ? { 'data-align': node.align } : {}),
      ...(node.language ? { 'data-language': node.language } : {}),
      ...(node.tag === 'pre' || node.tag === 'table' ? { tabIndex: 0 } : {}),
    };
    return createElement(node.tag, props, ...node.children.map(render));
  };
  return nodes.map(render);
}
