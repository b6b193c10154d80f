import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { backupArchive, bytesOf } from './backup-archive.ts';

/** A tar as the embedded engine writes its data directory: paths from its root, with a leading slash. */
async function engineTar(files: Record<string, string>): Promise<Blob> {
  const packer = pack();
  for (const [name, body] of Object.entries(files)) packer.entry({ name, type: 'file' }, body);
  packer.finalize();
  return new Blob([await bytesOf(packer)]);
}

async function entriesOf(archive: Uint8Array): Promise<Record<string, string>> {
  const extractor = extract();
  extractor.end(await promisify(gunzip)(archive));
  const entries: Record<string, string> = {};
  for await (const entry of extractor) {
    entries[entry.header.name] = (await bytesOf(entry)).toString();
  }
  return entries;
}

describe('backupArchive', () => {
  it("keeps the database's files and leaves out a restore's leftovers, the sandboxes and the lock", async () => {
    const archive = await backupArchive(
      await engineTar({
        '/PG_VERSION': '17',
        '/base/5/1259': 'pg_class',
        '/global/pg_control': 'control',
        '/.before-restore-2026-11-25T10-00-00.000Z/PG_VERSION': 'an older database',
        '/.before-restore-2026-11-25T10-00-00.000Z/base/5/1259': 'an older pg_class',
        '/.restore-2026-11-25T11-00-00.000Z/PG_VERSION': 'a restore in progress',
        '/netsuite-sandbox/PG_VERSION': 'the sandbox engine',
        '/sap-sandbox/company.json': '{}',
        '/dynamics-sandbox/organisation.json': '{}',
        '/backup-requests/1.request.json': '{}',
        '/erp-agent.lock': '4242',
      }),
    );
    expect(await entriesOf(archive)).toEqual({
      '/PG_VERSION': '17',
      '/base/5/1259': 'pg_class',
      '/global/pg_control': 'control',
    });
  });

  it('refuses what is not a tar rather than writing an empty backup', async () => {
    await expect(backupArchive(new Blob(['not a tar archive'.repeat(64)]))).rejects.toThrow();
  });
});
