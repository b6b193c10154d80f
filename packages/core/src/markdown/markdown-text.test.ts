import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text.ts';

describe('markdownText', () => {
  it('drops the marks and keeps the words, lists, tables and links', () => {
    expect(
      markdownText(
        '**Created** sales order **SO1523**.\n\n- 2 lines\n- total _£278.11_\n\n| Item | Qty |\n| --- | --- |\n| NI-1048 | 3 |\n\nSee [the guide](https://example.com/guide).',
      ),
    ).toBe(
      'Created sales order SO1523.\n\n- 2 lines\n- total £278.11\n\nItem | Qty\nNI-1048 | 3\n\nSee the guide (https://example.com/guide).',
    );
  });

  it('keeps code as written and a line break as a line break', () => {
    expect(markdownText('First line\nsecond line\n\n```js\nconst a = 1;\n```')).toBe(
      'First line\nsecond line\n\nconst a = 1;',
    );
  });
});
