import { readdir } from 'node:fs/promises';
import { ARTICLE_CATEGORIES } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { articleFromMarkdown, DOCS_DIR, DocsFileError, readDocsFolder } from './docs-folder.ts';

describe('the docs folder as articles', () => {
  it('reads every docs/*.md file, each with valid front matter, at least one in each category', async () => {
    const files = (await readdir(DOCS_DIR)).filter((name) => name.endsWith('.md'));
    const articles = await readDocsFolder(DOCS_DIR);
    expect(articles.map((article) => `${article.slug}.md`).sort()).toEqual(files.sort());
    for (const category of ARTICLE_CATEGORIES) {
      expect(
        articles.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it('names every table column, which the Documentation screen shows as headers screen readers announce', async () => {
    const unnamed = (await readDocsFolder(DOCS_DIR)).flatMap((article) => {
      const lines = article.body.split('\n');
      return lines.flatMap((line, index) => {
        // Tables inside list items are indented.
        const isHeader = line.trim().startsWith('|') && /^\s*\|\s*:?-{3,}/.test(lines[index + 1] ?? '');
        const cells = line
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|');
        return isHeader && cells.some((cell) => cell.trim() === '') ? [`${article.slug}: ${line.slice(0, 60)}`] : [];
      });
    });
    expect(unnamed).toEqual([]);
  });

  it('takes the slug from the file name, drops the file own title, and counts the reading time', () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    const article = articleFromMarkdown(
      'how-to.md',
      `---\ntitle: How to\ndescription: Doing it.\ncategory: troubleshooting\ntype: Guide\ndifficulty: Beginner\n---\n\n# How to\n\n${words}\n`,
    );
    expect(article).toMatchObject({ slug: 'how-to', title: 'How to', category: 'troubleshooting', readTimeMinutes: 3 });
    expect(article.body.startsWith('word')).toBe(true);
  });

  it('names the file and the field when the front matter is missing or wrong', () => {
    expect(() => articleFromMarkdown('bare.md', '# Bare\n')).toThrow(DocsFileError);
    expect(() =>
      articleFromMarkdown(
        'bad.md',
        '---\ntitle: Bad\ndescription: x\ncategory: cooking\ntype: Guide\ndifficulty: Beginner\n---\n',
      ),
    ).toThrow(/bad\.md: .*category/s);
  });
});
