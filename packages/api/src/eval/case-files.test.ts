import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCases } from './case-files.ts';

const line = (id: string) =>
  JSON.stringify({ id, family: 'help', form: 'terse', turns: ['help'], intent: 'help', expect: { refuses: true } });

describe('readCases', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'eval-cases-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reads every .jsonl file of a folder in name order, or one file', async () => {
    await writeFile(join(folder, '20-b.jsonl'), `${line('b')}\n`);
    await writeFile(join(folder, '10-a.jsonl'), `${line('a1')}\n${line('a2')}\n`);
    await writeFile(join(folder, 'notes.md'), 'not cases');
    const all = await readCases(folder);
    expect(all.cases.map((entry) => entry.id)).toEqual(['a1', 'a2', 'b']);
    expect(all.files.map((file) => file.slice(folder.length + 1))).toEqual(['10-a.jsonl', '20-b.jsonl']);
    expect((await readCases(join(folder, '20-b.jsonl'))).cases.map((entry) => entry.id)).toEqual(['b']);
  });

  it('refuses an id used in two files, and a folder without cases', async () => {
    await writeFile(join(folder, '10-a.jsonl'), `${line('same')}\n`);
    await writeFile(join(folder, '20-b.jsonl'), `${line('same')}\n`);
    await expect(readCases(folder)).rejects.toThrow('20-b.jsonl: the id same is used in 10-a.jsonl too');
    const empty = await mkdtemp(join(tmpdir(), 'eval-cases-'));
    await expect(readCases(empty)).rejects.toThrow('no .jsonl case files');
    await rm(empty, { recursive: true });
  });
});
