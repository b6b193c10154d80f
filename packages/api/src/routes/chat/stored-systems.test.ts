import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sapConnections } from '../../db/schema.ts';
import { DynamicsConnectionStore } from '../../dynamics/credentials/connection-store.ts';
import { ConnectionStore } from '../../netsuite/credentials/connection-store.ts';
import { SapConnectionStore } from '../../sap/credentials/sap-connection-store.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { storedSystems } from './stored-systems.ts';

describe('the systems a user has stored connections to', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('answers each system for its own user, and none for a user with no connection', async () => {
    const { db } = server.database;
    const cipher = server.services.credentialCipher;
    const netsuiteOnly = await server.userWithRole('operator');
    const dynamicsAndSap = await server.userWithRole('operator');
    const none = await server.userWithRole('operator');
    await new ConnectionStore(db, cipher).save(netsuiteOnly.user.id, {
      accountId: '1234567',
      tokenId: 'token-id',
      tokenSecret: 'token-secret',
    });
    await new DynamicsConnectionStore(db, cipher).save(dynamicsAndSap.user.id, {
      tenantId: 'tenant',
      clientId: 'client',
      environmentUrl: 'https://contoso.crm.dynamics.com',
      credential: { kind: 'secret', clientSecret: 'secret' },
    });
    await new SapConnectionStore(db, cipher).save(dynamicsAndSap.user.id, {
      serviceRoot: 'https://sap.example.com:50000/b1s/v2/',
      companyDb: 'SBODEMOUS',
      userName: 'manager',
      password: 'password',
    });

    expect(await storedSystems(db, netsuiteOnly.user.id)).toEqual({ netsuite: true, dynamics: false, sap: false });
    expect(await storedSystems(db, dynamicsAndSap.user.id)).toEqual({ netsuite: false, dynamics: true, sap: true });
    expect(await storedSystems(db, none.user.id)).toEqual({ netsuite: false, dynamics: false, sap: false });
  });

  it('counts a connection whose seal no longer opens, so the turn meets that error rather than "not connected"', async () => {
    const { db } = server.database;
    const store = new SapConnectionStore(db, server.services.credentialCipher);
    const { user } = await server.userWithRole('operator');
    await store.save(user.id, {
      serviceRoot: 'https://sap.example.com:50000/b1s/v2/',
      companyDb: 'SBODEMOUS',
      userName: 'manager',
      password: 'password',
    });
    await db.update(sapConnections).set({ sealedPassword: 'not-a-seal' }).where(eq(sapConnections.userId, user.id));
    await expect(store.read(user.id)).rejects.toThrow();
    expect(await storedSystems(db, user.id)).toEqual({ netsuite: false, dynamics: false, sap: true });
  });
});
