/** @jsxImportSource preact */
import { markdownElements, markdownTree } from '@erp-agent/core';
import { h, type VNode } from 'preact';
import { useMemo } from 'preact/hooks';

const createElement = (tag: string, props: object, ...children: (VNode | string)[]) => h(tag, props, ...children);

/**
 * Bot markdown as elements built from core's allow-listed tree: no HTML string is ever put into
 * the page, so nothing a reply carries can run.
 */
export function Markdown({ text }: { readonly text: string }) {
  const elements = useMemo(() => markdownElements(markdownTree(text), createElement), [text]);
  return <div class="markdown">{elements}</div>;
}
