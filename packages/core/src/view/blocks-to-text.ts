import type { Block } from './reply-view.ts';

function listItems(items: readonly string[], ordered: boolean | undefined): string {
  return items.map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${item}`).join('\n');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'list':
      return listItems(block.items, block.ordered);
    case 'code':
      return block.code;
  }
}

/** Blocks as plain text: for chat exports, clipboard copies and screen-reader summaries. */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n');
}
