import { describe, expect, it } from 'vitest';
import { markdownTree } from '../markdown/index.ts';
import { toView } from '../view/index.ts';
import { parseChatReply } from './parse-chat-reply.ts';

describe('messageTree', () => {
  it('carries the tree the parser makes, and the view keeps it beside the message', () => {
    const message =
      '| Item | Qty |\n| --- | ---: |\n| NW-1005 | 12 |\n\n**Total** [docs](https://example.com)\n\n```sql\nSELECT 1\n```';
    const reply = parseChatReply({ message, messageTree: markdownTree(message) });
    expect(reply.messageTree).toEqual(markdownTree(message));
    expect(toView(reply)).toEqual({ kind: 'formatted', markdown: message, tree: markdownTree(message) });
  });

  it('goes with a confirmation or a host action in words, and never alone', () => {
    const messageTree = markdownTree('**Create** it?');
    const hostAction = { id: 'h1', name: 'open_order', arguments: {} };
    expect(toView(parseChatReply({ message: '**Create** it?', messageTree, hostAction }))).toMatchObject({
      kind: 'host-action',
      message: '**Create** it?',
      messageTree,
    });
    expect(toView(parseChatReply({ messageTree, hostAction }))).toEqual({ kind: 'host-action', hostAction });
  });

  it('refuses an element off the allow-list, or one without children, anywhere in the tree', () => {
    expect(() => parseChatReply({ message: 'x', messageTree: [{ tag: 'script', children: ['alert(1)'] }] })).toThrow(
      /messageTree/,
    );
    expect(() =>
      parseChatReply({ message: 'x', messageTree: [{ tag: 'p', children: [{ tag: 'img', children: [] }] }] }),
    ).toThrow(/messageTree/);
    expect(() => parseChatReply({ message: 'x', messageTree: [{ tag: 'p' }] })).toThrow(/messageTree/);
  });
});
