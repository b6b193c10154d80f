import { type CreateElement, type MarkdownElementOptions, markdownElements, markdownTree } from '@erp-agent/core';
import { createElement, isValidElement, type ReactNode, useMemo } from 'react';
import { CodeBlock } from './code-block/index.ts';

/** Core's elements, except that a code block becomes a CodeBlock: highlighted, with its copy button. */
const createMarkdownElement: CreateElement<ReactNode> = (tag, props, ...children) => {
  if (tag !== 'pre') return createElement(tag, props, ...children);
  const [code] = children;
  const text = isValidElement<{ children?: unknown }>(code) ? code.props.children : code;
  return <CodeBlock key={props.key} code={typeof text === 'string' ? text : ''} language={props['data-language']} />;
};

/**
 * Markdown as React elements built from core's allow-listed tree (the same the widget renders):
 * no HTML string reaches the page, so nothing a reply or a document carries can run.
 */
export function MarkdownView({
  markdown,
  breaks = true,
  className = 'markdown',
  ...options
}: {
  markdown: string;
  /** `false` for documents that wrap their paragraphs in the source. */
  breaks?: boolean;
  className?: string;
} & MarkdownElementOptions) {
  const { newTab, href } = options;
  const elements = useMemo(
    () =>
      markdownElements<ReactNode>(markdownTree(markdown, { breaks }), createMarkdownElement, {
        ...(newTab ? { newTab } : {}),
        ...(href ? { href } : {}),
      }),
    [markdown, breaks, newTab, href],
  );
  return <div className={className}>{elements}</div>;
}
