import { describe, expect, it } from 'vitest';
import { type CreateElement, markdownElements } from './markdown-elements.ts';
import { markdownTree } from './markdown-tree.ts';

interface Made {
  readonly tag: string;
  readonly props: object;
  readonly children: readonly (Made | string)[];
}
const make: CreateElement<Made> = (tag, props, ...children) => ({ tag, props, children });

describe('markdownElements', () => {
  it('makes elements through the framework’s own createElement, links safe and in a new tab', () => {
    const [paragraph] = markdownElements(markdownTree('See **the guide**: [docs](https://example.com/docs)'), make);
    expect(paragraph).toEqual({
      tag: 'p',
      props: { key: 0 },
      children: [
        'See ',
        { tag: 'strong', props: { key: 1 }, children: ['the guide'] },
        ': ',
        {
          tag: 'a',
          props: { key: 3, href: 'https://example.com/docs', target: '_blank', rel: 'noopener noreferrer nofollow' },
          children: ['docs'],
        },
      ],
    });
  });

  it('keeps links within the site in the tab when asked, and marks alignment and language for the stylesheet', () => {
    const options = { newTab: (href: string) => /^[a-z]+:/i.test(href) };
    const [paragraph] = markdownElements(markdownTree('[agent](/docs/agent)'), make, options);
    expect(paragraph).toMatchObject({ children: [{ tag: 'a', props: { href: '/docs/agent' } }] });
    expect(JSON.stringify(paragraph)).not.toContain('_blank');
    const [table] = markdownElements(markdownTree('| A | B |\n| --- | ---: |\n| 1 | 2 |'), make);
    expect(JSON.stringify(table)).toContain('"data-align":"right"');
    const [code] = markdownElements(markdownTree('```sh\nnpm start\n```'), make);
    expect(code).toMatchObject({ tag: 'pre', props: { 'data-language': 'sh' } });
  });

  it('checks the links of a tree that came over the wire again: an unsafe one keeps only its words', () => {
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const [link] = markdownElements([{ tag: 'a', href, children: ['pay'] }], make);
      expect(link, href).toEqual({ tag: 'a', props: { key: 0 }, children: ['pay'] });
    }
  });
});
