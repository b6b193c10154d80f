import { describe, expect, it } from 'vitest';
import { MetadataCache } from './metadata-cache.ts';
import type { NetsuiteConnector } from './netsuite-connector.ts';

function countingConnector() {
  const asked: string[] = [];
  let failNext = false;
  const connector = {
    accountId: 'TSTDRV1',
    recordMetadata: async (type: string) => {
      asked.push(type);
      if (failNext) {
        failNext = false;
        throw new Error('NetSuite was down');
      }
      return { type: 'object', properties: { [`${type}Field`]: { title: 'Field' } } };
    },
  } as unknown as NetsuiteConnector;
  return { connector, asked, failOnce: () => (failNext = true) };
}

describe('MetadataCache (Settings › Performance › cache expiry)', () => {
  it('answers a record type from memory until the expiry, then asks NetSuite again', async () => {
    let now = 0;
    const cache = new MetadataCache(() => now);
    const { connector, asked } = countingConnector();
    const cached = cache.wrap(connector, 'TSTDRV1:token', 3600);
    await cached.recordMetadata('customer');
    await cached.recordMetadata('customer');
    await cached.recordMetadata('vendor');
    expect(asked).toEqual(['customer', 'vendor']);
    now = 3_600_000;
    await cached.recordMetadata('customer');
    expect(asked).toEqual(['customer', 'vendor', 'customer']);
  });

  it('keeps nothing at 0 seconds, and keeps each token apart', async () => {
    const cache = new MetadataCache(() => 0);
    const { connector, asked } = countingConnector();
    await cache.wrap(connector, 'a', 0).recordMetadata('customer');
    await cache.wrap(connector, 'a', 0).recordMetadata('customer');
    await cache.wrap(connector, 'b', 60).recordMetadata('customer');
    await cache.wrap(connector, 'c', 60).recordMetadata('customer');
    expect(asked).toHaveLength(4);
  });

  it('does not keep a failure', async () => {
    const cache = new MetadataCache(() => 0);
    const { connector, asked, failOnce } = countingConnector();
    const cached = cache.wrap(connector, 'a', 60);
    failOnce();
    await expect(cached.recordMetadata('customer')).rejects.toThrow('NetSuite was down');
    await expect(cached.recordMetadata('customer')).resolves.toBeDefined();
    expect(asked).toHaveLength(2);
  });
});
