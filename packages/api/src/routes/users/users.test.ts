import type {
  AcceptedInvitation,
  ErrorEnvelope,
  Invitation,
  SessionResponse,
  User,
  UserListResponse,
  UserWithCredential,
} from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const list = (query = '') => admin.request<UserListResponse>('GET', `/api/users${query}`);

describe('GET /api/users', () => {
  it('lists the seeded sample users with counts by role and status', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.users.map((user) => user.username)).toEqual(
      expect.arrayContaining(['admin', 'sarah.chen', 'marcus.johnson', 'priya.patel']),
    );
    expect(reply.body.total).toBe(reply.body.users.length);
    const roleTotal = Object.values(reply.body.counts.role).reduce((sum, n) => sum + n, 0);
    expect(roleTotal).toBe(reply.body.total);
    expect(reply.body.counts.status.pending).toBeGreaterThan(0);
    expect(reply.body.users.find((user) => user.username === 'sarah.chen')).toMatchObject({
      hasPassword: false,
      role: 'analyst',
    });
  });

  it('searches name, username and email, case-insensitively, and filters exactly', async () => {
    expect((await list('?search=CHEN')).body.users.map((user) => user.username)).toEqual(['sarah.chen']);
    expect((await list('?search=okafor@')).body.users.map((user) => user.username)).toEqual(['aisha.okafor']);
    const analysts = (await list('?role=analyst')).body.users;
    expect(analysts.length).toBeGreaterThan(0);
    expect(analysts.every((user) => user.role === 'analyst')).toBe(true);
    const pendingOperators = (await list('?role=operator&status=pending')).body.users;
    expect(pendingOperators.map((user) => user.username)).toEqual(['james.wilson']);
    expect((await list('?role=all&status=all')).body.users.length).toBe((await list()).body.total);
    expect((await list('?search=100%25')).body.users).toEqual([]);
  });

  it('refuses filters that are not roles or statuses', async () => {
    const reply = await admin.request<ErrorEnvelope>('GET', '/api/users?role=superuser');
    expect(reply.status).toBe(400);
    expect(reply.body.details?.[0]?.field).toBe('role');
  });
});

describe('POST /api/users', () => {
  it('creates a user who must change the given password at first sign-in', async () => {
    const created = await admin.request<User>('POST', '/api/users', {
      body: {
        username: 'Nina.Ops',
        name: 'Nina Ops',
        email: 'Nina@Example.com',
        role: 'operator',
        platforms: ['netsuite', 'netsuite'],
        password: 'Welcome-Pass-2026',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'nina.ops',
      email: 'nina@example.com',
      platforms: ['netsuite'],
      mustChangePassword: true,
      hasPassword: true,
      status: 'active',
    });
    const session = await server.signIn('nina.ops', 'Welcome-Pass-2026');
    const me = await session.request<SessionResponse>('GET', '/api/auth/me');
    expect(me.body.user.mustChangePassword).toBe(true);
  });

  it('refuses a duplicate username or email', async () => {
    const reply = await admin.request<ErrorEnvelope>('POST', '/api/users', {
      body: { username: 'sarah.chen', name: 'Again', email: 'new@example.com', role: 'operator' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('user_exists');
  });

  it('refuses a password the policy does not allow, and names every invalid field', async () => {
    const weak = await admin.request<ErrorEnvelope>('POST', '/api/users', {
      body: { username: 'weak.one', name: 'Weak', email: 'weak@example.com', role: 'operator', password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('weak_password');
    const invalid = await admin.request<ErrorEnvelope>('POST', '/api/users', {
      body: { username: 'a b', name: '', email: 'not-an-email', role: 'root' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details?.map((detail) => detail.field).sort()).toEqual(['email', 'name', 'role', 'username']);
  });
});

describe('POST /api/users with a credential issued by the server', () => {
  const person = (username: string) => ({
    username,
    name: username,
    email: `${username}@example.com`,
    role: 'operator',
  });

  it('answers a one-time password once, which the user must change at first sign-in', async () => {
    const created = await admin.request<UserWithCredential>('POST', '/api/users', {
      body: { ...person('otp.user'), credential: 'one-time-password' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', hasPassword: true, mustChangePassword: true });
    const credential = created.body.credential;
    if (credential?.kind !== 'one-time-password') throw new Error('expected a one-time password');
    const session = await server.signIn('otp.user', credential.password);
    expect((await session.request<SessionResponse>('GET', '/api/auth/me')).body.user.mustChangePassword).toBe(true);
    const listed = await list('?search=otp.user');
    expect(JSON.stringify(listed.body)).not.toContain(credential.password);
  });

  it('answers an invitation link: the account is pending until the user chooses a password there', async () => {
    const created = await admin.request<UserWithCredential>('POST', '/api/users', {
      body: { ...person('invited.user'), credential: 'invitation' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', hasPassword: false });
    const credential = created.body.credential;
    if (credential?.kind !== 'invitation') throw new Error('expected an invitation');
    expect(credential.path).toMatch(/^\/invitation#[\w-]{40,}$/);
    const token = credential.path.split('#')[1];

    const seen = await server.anonymous.request<Invitation>('POST', '/api/invitations/inspect', { body: { token } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ username: 'invited.user', passwordPolicy: 'strong' });

    const weak = await server.anonymous.request<ErrorEnvelope>('POST', '/api/invitations/accept', {
      body: { token, password: 'short' },
    });
    expect(weak.body.code).toBe('weak_password');
    const accepted = await server.anonymous.request<AcceptedInvitation>('POST', '/api/invitations/accept', {
      body: { token, password: 'Invited-Chose-This-1' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ username: 'invited.user' });

    const session = await server.signIn('invited.user', 'Invited-Chose-This-1');
    const me = await session.request<SessionResponse>('GET', '/api/auth/me');
    expect(me.body.user).toMatchObject({ status: 'active', mustChangePassword: false });

    const spent = await server.anonymous.request<ErrorEnvelope>('POST', '/api/invitations/accept', {
      body: { token, password: 'Invited-Chose-This-2' },
    });
    expect(spent.status).toBe(404);
    expect(spent.body.code).toBe('invitation_invalid');
  });

  it('replaces an earlier invitation with a newer one, and refuses both a password and a credential', async () => {
    const created = await admin.request<UserWithCredential>('POST', '/api/users', {
      body: { ...person('reinvited'), credential: 'invitation' },
    });
    const again = await admin.request<UserWithCredential>('POST', `/api/users/${created.body.id}/invitation`);
    expect(again.status).toBe(200);
    const tokenOf = (reply: UserWithCredential) =>
      reply.credential?.kind === 'invitation' ? reply.credential.path.split('#')[1] : undefined;
    const inspect = (token: string | undefined) =>
      server.anonymous.request<ErrorEnvelope>('POST', '/api/invitations/inspect', { body: { token } });
    expect((await inspect(tokenOf(created.body))).status).toBe(404);
    expect((await inspect(tokenOf(again.body))).status).toBe(200);

    const both = await admin.request<ErrorEnvelope>('POST', '/api/users', {
      body: { ...person('both.ways'), password: 'Welcome-Pass-2026', credential: 'invitation' },
    });
    expect(both.status).toBe(400);
    expect(both.body.details?.map((detail) => detail.field)).toEqual(['credential']);
  });

  it('will not invite a deactivated user, nor let a deactivated user accept', async () => {
    const created = await admin.request<UserWithCredential>('POST', '/api/users', {
      body: { ...person('shut.out'), credential: 'invitation' },
    });
    const token = created.body.credential?.kind === 'invitation' ? created.body.credential.path.split('#')[1] : '';
    await admin.request('PATCH', `/api/users/${created.body.id}`, { body: { status: 'inactive' } });
    const accepted = await server.anonymous.request<ErrorEnvelope>('POST', '/api/invitations/accept', {
      body: { token, password: 'Shut-Out-Password-1' },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('account_inactive');
    const invited = await admin.request<ErrorEnvelope>('POST', `/api/users/${created.body.id}/invitation`);
    expect(invited.body.code).toBe('account_inactive');
  });
});

describe('PATCH /api/users/{id}', () => {
  it('deactivating a user ends their open sessions at once, and their sign-in is refused', async () => {
    const { user, client } = await server.userWithRole('operator');
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
    const reply = await admin.request<User>('PATCH', `/api/users/${user.id}`, { body: { status: 'inactive' } });
    expect(reply.body.status).toBe('inactive');
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const again = await server.anonymous.request<ErrorEnvelope>('POST', '/api/auth/login', {
      body: { username: user.username, password: 'Chosen-Pass-456' },
    });
    expect(again.status).toBe(401);
    expect((await admin.request<User>('PATCH', `/api/users/${user.id}`, { body: { status: 'active' } })).status).toBe(
      200,
    );
    expect((await server.signIn(user.username, 'Chosen-Pass-456')).cookie).toBeDefined();
  });

  it('changes role, status and platforms', async () => {
    const { user } = await server.userWithRole('operator');
    const reply = await admin.request<User>('PATCH', `/api/users/${user.id}`, {
      body: { role: 'analyst', platforms: ['netsuite', 'sap'], department: 'Audit' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ role: 'analyst', platforms: ['netsuite', 'sap'], department: 'Audit' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await admin.request('PATCH', '/api/users/00000000-0000-4000-8000-000000000000', { body: { department: 'X' } }))
        .status,
    ).toBe(404);
    expect((await admin.request('PATCH', '/api/users/42', { body: { department: 'X' } })).status).toBe(400);
  });
});

describe('the last-admin guard', () => {
  it('keeps at least one active admin who can sign in', async () => {
    const me = await admin.request<SessionResponse>('GET', '/api/auth/me');
    const selfId = me.body.user.id;
    for (const body of [{ role: 'analyst' }, { status: 'inactive' }, { status: 'pending' }]) {
      const reply = await admin.request<ErrorEnvelope>('PATCH', `/api/users/${selfId}`, { body });
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        code: 'last_admin',
        message: 'This is the last active admin. Make another user an active admin first.',
      });
    }

    // A pending admin without a password (the sample Priya Patel) does not count.
    const priya = (await list('?search=priya')).body.users[0];
    expect(priya).toMatchObject({ role: 'admin', status: 'pending', hasPassword: false });

    const second = await server.userWithRole('admin');
    expect((await admin.request('PATCH', `/api/users/${selfId}`, { body: { role: 'analyst' } })).status).toBe(200);
    const back = await second.client.request<ErrorEnvelope>('PATCH', `/api/users/${second.user.id}`, {
      body: { status: 'inactive' },
    });
    expect(back.status).toBe(409);
    expect((await second.client.request('PATCH', `/api/users/${selfId}`, { body: { role: 'admin' } })).status).toBe(
      200,
    );
  });
});

describe('POST /api/users/{id}/password', () => {
  it('sets a password the user must change, and signs them out', async () => {
    const { user, client } = await server.userWithRole('analyst');
    const reply = await admin.request<User>('POST', `/api/users/${user.id}/password`, {
      body: { password: 'Reset-By-Admin-1' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.mustChangePassword).toBe(true);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const again = await server.signIn(user.username, 'Reset-By-Admin-1');
    expect((await again.request<ErrorEnvelope>('GET', '/api/conversations')).body.code).toBe(
      'password_change_required',
    );
  });

  it('without a password, makes up a one-time password and answers it once', async () => {
    const { user, client } = await server.userWithRole('operator');
    const reply = await admin.request<UserWithCredential>('POST', `/api/users/${user.id}/password`, { body: {} });
    expect(reply.status).toBe(200);
    const credential = reply.body.credential;
    if (credential?.kind !== 'one-time-password') throw new Error('expected a one-time password');
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const again = await server.signIn(user.username, credential.password);
    expect((await again.request<SessionResponse>('GET', '/api/auth/me')).body.user.mustChangePassword).toBe(true);
  });
});
