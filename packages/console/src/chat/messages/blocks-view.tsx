import type { Block } from '@erp-agent/core';
import { CodeBlock } from '../../components/code-block/index.ts';

/** Core's summary blocks as elements: paragraphs, lists and code, never parsed HTML. */
export function BlocksView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'paragraph') {
          return <p key={key}>{block.strong ? <strong>{block.text}</strong> : block.text}</p>;
        }
        if (block.type === 'code') {
          return <CodeBlock key={key} code={block.code} language={block.language} />;
        }
        const items = block.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reply's items are fixed once it arrives, and may repeat
          <li key={position}>{item}</li>
        ));
        return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </>
  );
}
