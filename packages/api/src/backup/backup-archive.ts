import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { extract, type Header, pack } from 'tar-stream';
import { isDatabaseFile } from './database-files.ts';

const gzipped = promisify(gzip);

/** The first part of an entry's path, however the archive wrote it (`/base/1`, `./base/1`, `base/1`). */
function topLevel(name: string): string {
  return name.replace(/^(\.?\/)+/, '').split('/')[0] ?? '';
}

/** Everything a stream of tar-stream's gives, in one buffer (its chunks are typed `unknown`). */
export async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('a tar stream gave something other than bytes');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function add(packer: ReturnType<typeof pack>, header: Header, body: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    packer.entry(header, body, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * A backup file from the engine's tar of DATA_DIR: the database's own files only, gzipped. The
 * engine copies the whole directory, so what shares it (the sandboxes' engines, a restore's
 * `.before-restore-*` leftovers, the lock) is left out here: a backup holds one database, not
 * every earlier one.
 */
export async function backupArchive(tar: Blob): Promise<Uint8Array> {
  const extractor = extract();
  const packer = pack();
  const packed = bytesOf(packer);
  const reading = (async () => {
    for await (const entry of extractor) {
      const body = await bytesOf(entry);
      if (isDatabaseFile(topLevel(entry.header.name))) await add(packer, entry.header, body);
    }
    packer.finalize();
  })();
  extractor.end(Buffer.from(await tar.arrayBuffer()));
  try {
    const [, filtered] = await Promise.all([reading, packed]);
    return new Uint8Array(await gzipped(filtered));
  } catch (error) {
    packer.destroy();
    throw error;
  }
}
