/** @jsxImportSource preact */
import type { Block } from '@erp-agent/core';

/** Summary and project blocks: paragraphs, lists and code, all as text (never as HTML). */
export function Blocks({ blocks }: { readonly blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'paragraph')
          return <p key={key}>{block.strong ? <strong>{block.text}</strong> : block.text}</p>;
        if (block.type === 'code') return <pre key={key}>{block.code}</pre>;
        const items = block.items.map((item, position) => <li key={`${position}-${item}`}>{item}</li>);
        return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </>
  );
}
