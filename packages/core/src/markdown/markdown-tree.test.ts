import { describe, expect, it } from 'vitest';
import { type MarkdownNode, markdownTree } from './markdown-tree.ts';

/** Every tag in a tree, depth first, for what-may-appear assertions. */
function tags(nodes: readonly MarkdownNode[]): string[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node.tag, ...tags(node.children)]));
}

describe('markdownTree', () => {
  it('keeps text structure: headings, emphasis, code, lists and line breaks', () => {
    expect(markdownTree('## Open **invoices**\n\nDue _soon_: `INV1046`\nand INV1047')).toEqual([
      { tag: 'h2', children: ['Open ', { tag: 'strong', children: ['invoices'] }] },
      {
        tag: 'p',
        children: [
          'Due ',
          { tag: 'em', children: ['soon'] },
          ': ',
          { tag: 'code', children: ['INV1046'] },
          { tag: 'br', children: [] },
          'and INV1047',
        ],
      },
    ]);
    expect(tags(markdownTree('- one\n- two\n\n1. first\n'))).toEqual(expect.arrayContaining(['ul', 'li']));
  });

  it('keeps a fenced block as code, with its language, never as text to format', () => {
    const [block] = markdownTree('```javascript\n/**\n * @NApiVersion 2.1\n */\ndefine([], () => ({}));\n```');
    expect(block).toEqual({
      tag: 'pre',
      language: 'javascript',
      children: [{ tag: 'code', children: ['/**\n * @NApiVersion 2.1\n */\ndefine([], () => ({}));'] }],
    });
  });

  it('turns a table into rows of cells with their alignment', () => {
    const [table] = markdownTree('| Item | Amount |\n| --- | ---: |\n| NI-1048 | £75.09 |');
    expect(table).toEqual({
      tag: 'table',
      children: [
        {
          tag: 'thead',
          children: [
            {
              tag: 'tr',
              children: [
                { tag: 'th', children: ['Item'] },
                { tag: 'th', align: 'right', children: ['Amount'] },
              ],
            },
          ],
        },
        {
          tag: 'tbody',
          children: [
            {
              tag: 'tr',
              children: [
                { tag: 'td', children: ['NI-1048'] },
                { tag: 'td', align: 'right', children: ['£75.09'] },
              ],
            },
          ],
        },
      ],
    });
  });

  it('leaves HTML as text, drops unsafe links and images, whatever the reply carried', () => {
    const tree = markdownTree(
      '<img src=x onerror=alert(1)> <script>alert(2)</script> [click](javascript:alert(3)) [data](data:text/html,x) ![logo](https://evil.example/logo.png)',
    );
    expect(tags(tree)).toEqual(['p']);
    const text = JSON.stringify(tree);
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('evil.example');
    expect(text).toContain('logo');
  });

  it('keeps web, mail, phone and same-site links', () => {
    const links = (markdown: string) =>
      markdownTree(markdown)
        .flatMap((node) => (typeof node === 'string' ? [] : node.children))
        .filter((node) => typeof node !== 'string');
    expect(
      links('[docs](/docs/agent) [site](https://example.com) [mail](mailto:a@example.com) [call](tel:+15550100)'),
    ).toEqual([
      { tag: 'a', href: '/docs/agent', children: ['docs'] },
      { tag: 'a', href: 'https://example.com', children: ['site'] },
      { tag: 'a', href: 'mailto:a@example.com', children: ['mail'] },
      { tag: 'a', href: 'tel:+15550100', children: ['call'] },
    ]);
    expect(links('[elsewhere](//evil.example/x)')).toEqual([]);
    expect(links('[next](embedding.md#events)')).toEqual([
      { tag: 'a', href: 'embedding.md#events', children: ['next'] },
    ]);
    expect(links('[x](vbscript:msgbox) [y](JaVaScRiPt:alert(1)) [z](java&#9;script:alert(1))')).toEqual([
      { tag: 'a', href: 'java&#9;script:alert(1)', children: ['z'] },
    ]);
  });

  it('reads a document’s wrapped lines as one paragraph when breaks are off', () => {
    expect(markdownTree('A paragraph wrapped\nin the source.\n\nAnother.', { breaks: false })).toEqual([
      { tag: 'p', children: ['A paragraph wrapped in the source.'] },
      { tag: 'p', children: ['Another.'] },
    ]);
  });
});
