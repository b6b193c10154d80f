import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type EvalCase, parseCases } from './eval-case.ts';

/**
 * The cases of one `.jsonl` file, or of every `.jsonl` file in a folder (in name order). An id
 * used twice, in one file or across files, refuses the whole set.
 */
export async function readCases(path: string): Promise<{ cases: EvalCase[]; files: string[] }> {
  const files = (await stat(path)).isDirectory()
    ? (await readdir(path))
        .filter((name) => name.endsWith('.jsonl'))
        .sort()
        .map((name) => join(path, name))
    : [path];
  if (files.length === 0) throw new Error(`no .jsonl case files in ${path}`);
  const cases: EvalCase[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const evalCase of parseCases(await readFile(file, 'utf8'), basename(file))) {
      const earlier = seen.get(evalCase.id);
      if (earlier) throw new Error(`${basename(file)}: the id ${evalCase.id} is used in ${earlier} too`);
      seen.set(evalCase.id, basename(file));
      cases.push(evalCase);
    }
  }
  return { cases, files };
}
