import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTICLE_CATEGORIES, ARTICLE_DIFFICULTIES, type Article } from '@erp-agent/core';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';

/** The repository's `docs/`, the one source of the Documentation screen (from `src/` and `dist/` alike). */
export const DOCS_DIR = fileURLToPath(new URL('../../../../docs', import.meta.url));

/** What each file declares about itself in its front matter. */
const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(ARTICLE_CATEGORIES),
  type: z.string().min(1),
  difficulty: z.enum(ARTICLE_DIFFICULTIES),
});

/** A YAML block fenced by `---` lines at the very top, then the markdown. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
/** The file's own `# Title`, which the screen shows as the page heading instead. */
const LEADING_TITLE = /^\s*#\s[^\n]*\n+/;
const WORDS_A_MINUTE = 200;

/** A documentation file that cannot become an article, and why. */
export class DocsFileError extends Error {
  readonly code = 'docs_file_invalid';

  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'DocsFileError';
  }
}

/** One markdown file as an article: its slug is its file name. */
export function articleFromMarkdown(fileName: string, text: string): Article {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new DocsFileError(fileName, 'no front matter (a --- block with title, description, category...)');
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) throw new DocsFileError(fileName, z.prettifyError(parsed.error));
  const body = text.slice(match[0].length).replace(LEADING_TITLE, '').trimEnd();
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug: basename(fileName, '.md'),
    ...parsed.data,
    readTimeMinutes: Math.max(1, Math.ceil(words / WORDS_A_MINUTE)),
    body: `${body}\n`,
  };
}

/** Every `*.md` file of the folder as an article, in file-name order. */
export async function readDocsFolder(dir: string): Promise<Article[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => articleFromMarkdown(name, await readFile(join(dir, name), 'utf8'))));
}
