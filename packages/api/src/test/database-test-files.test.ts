import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.ts';

describe('databaseTestFiles', () => {
  let packageDir: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(packageDir, path)), { recursive: true });
    await writeFile(join(packageDir, path), text);
  };

  beforeAll(async () => {
    packageDir = await mkdtemp(join(tmpdir(), 'database-test-files-'));
    await write('src/db/client.ts', 'export const db = 1;\n');
    await write('src/test/test-server.ts', "export const server = 'test';\n");
    await write('src/routes/users.ts', "import { db } from '../db/client.ts';\nexport const users = db;\n");
    await write('src/routes/cycle-a.ts', "import './cycle-b.ts';\n");
    await write('src/routes/cycle-b.ts', "export * from './cycle-a.ts';\n");
    await write('src/words/read.ts', 'export const read = (text: string) => text;\n');
    await write('src/routes/users.test.ts', "import { users } from './users.ts';\n");
    await write('src/routes/app.test.ts', "import { server } from '../test/test-server.ts';\n");
    await write('src/routes/lazy.test.ts', "const load = () => import('./users.ts');\n");
    await write('src/routes/cycle.test.ts', "import './cycle-a.ts';\n");
    await write('src/words/read.test.ts', "import { read } from './read.ts';\nimport { x } from 'vitest';\n");
  });

  afterAll(() => rm(packageDir, { recursive: true, force: true }));

  it('keeps the tests that reach the database or the test server, through any chain of imports', () => {
    expect(databaseTestFiles(packageDir)).toEqual([
      'src/routes/app.test.ts',
      'src/routes/lazy.test.ts',
      'src/routes/users.test.ts',
    ]);
  });

  it("on this package: a route's tests run again on PostgreSQL, the planner's reading does not", () => {
    const files = databaseTestFiles(fileURLToPath(new URL('../..', import.meta.url)));
    expect(files).toContain('src/routes/users/users.test.ts');
    expect(files).toContain('src/routes/chat/chat.test.ts');
    expect(files).not.toContain('src/agent/planner/deterministic/text/numbers.test.ts');
    expect(files).not.toContain('src/eval/judge.test.ts');
  });
});
