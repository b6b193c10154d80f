import type { Root, RootContent } from 'hast';
import { type ReactNode, useEffect, useState } from 'react';
import './code-block.css';

type Highlighter = typeof import('./highlight.ts').highlight;
let highlighter: Promise<Highlighter> | undefined;
const loadHighlighter = () => {
  highlighter ??= import('./highlight.ts').then((module) => module.highlight);
  return highlighter;
};

/** highlight.js's token tree as React elements: spans with its class names, text as text. */
function tokens(nodes: readonly RootContent[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a highlighted file's tokens never reorder
      <span key={index} className={Array.isArray(className) ? className.join(' ') : undefined}>
        {tokens(node.children)}
      </span>
    );
  });
}

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_LABELS: Record<CopyState, string> = { idle: 'COPY', copied: 'COPIED', failed: 'COPY.FAILED' };

/**
 * A block of code (a script, an object's XML, a query) as code: highlighted once the highlighter
 * has loaded (plain until then, and plain for a language it does not know), scrollable by keyboard,
 * with a button that copies it.
 */
export function CodeBlock({ code, language }: { code: string; language?: string | undefined }) {
  const [tree, setTree] = useState<Root>();
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    let current = true;
    setTree(undefined);
    loadHighlighter().then(
      (highlight) => current && setTree(highlight(code, language)),
      (error: unknown) => console.error('The code highlighter could not be loaded; the code shows plain', error),
    );
    return () => {
      current = false;
    };
  }, [code, language]);

  useEffect(() => {
    if (copy === 'idle') return;
    const reset = setTimeout(() => setCopy('idle'), 2000);
    return () => clearTimeout(reset);
  }, [copy]);

  const copyCode = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className="code-block">
      <div className="code-block-bar">
        <span className="muted">{language ?? 'text'}</span>
        <button className="button button-small" type="button" onClick={copyCode} aria-live="polite">
          {COPY_LABELS[copy]}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide file scrolls sideways, by keyboard too */}
      <pre tabIndex={0}>
        <code className="hljs" data-language={language}>
          {tree ? tokens(tree.children) : code}
        </code>
      </pre>
    </div>
  );
}
