/** @jsxImportSource preact */
import { type CreateElement, type MessageTree, markdownElements } from '@erp-agent/core';
import { h, isValidElement, type VNode } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';

/** Copies a code block (a script, a query) to the clipboard and says so for two seconds. */
function CopyButton({ code }: { readonly code: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const reset = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(reset);
  }, [state]);
  return (
    <button
      type="button"
      class="button secondary copy"
      part="copy"
      aria-live="polite"
      onClick={() =>
        navigator.clipboard.writeText(code).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
    </button>
  );
}

/** Core's elements; a code block gets its copy button. */
const createElement: CreateElement<VNode> = (tag, props, ...children) => {
  if (tag !== 'pre') return h(tag, { ...props }, ...children) as VNode;
  const [code] = children;
  const text = isValidElement(code) ? (code.props as { children?: unknown }).children : code;
  return h(
    'div',
    { key: props.key, class: 'code' },
    h(CopyButton, { code: typeof text === 'string' ? text : '' }),
    h('pre', { ...props, key: undefined }, ...children),
  ) as VNode;
};

/**
 * Bot markdown as elements built from the allow-listed tree the API parsed and sent with the reply
 * (the widget ships no markdown parser: it would be an eighth of its weight): no HTML string is
 * ever put into the page, so nothing a reply carries can run. A reply without a tree (stored by an
 * older server) shows its words as written.
 */
export function Markdown({ text, tree }: { readonly text: string; readonly tree: MessageTree | undefined }) {
  const elements = useMemo(() => (tree ? markdownElements(tree, createElement) : undefined), [tree]);
  return elements ? <div class="markdown">{elements}</div> : <p class="plain">{text}</p>;
}
