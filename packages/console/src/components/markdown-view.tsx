import { type MarkdownElementOptions, markdownElements, markdownTree } from '@erp-agent/core';
import { createElement, type ReactNode, useMemo } from 'react';

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
      markdownElements<ReactNode>(markdownTree(markdown, { breaks }), createElement, {
        ...(newTab ? { newTab } : {}),
        ...(href ? { href } : {}),
      }),
    [markdown, breaks, newTab, href],
  );
  return <div className={className}>{elements}</div>;
}
