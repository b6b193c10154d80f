import { describe, expect, it } from 'vitest';
import { ownerOf, sameOwner, subjectOf } from './owner.ts';

const jwt = (claims: object) =>
  ['header', btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'sig'].join('.');

describe('owner', () => {
  it('reads the subject of a signed identity, and falls back to the token when it is not a JWT', () => {
    expect(subjectOf(jwt({ sub: 'ana@example.com', exp: 1 }))).toBe('ana@example.com');
    expect(subjectOf('opaque-token')).toBe('opaque-token');
    expect(subjectOf('a.%%%.c')).toBe('a.%%%.c');
    expect(subjectOf(jwt({ name: 'no subject' }))).toBe(jwt({ name: 'no subject' }));
  });

  it('tells users apart by subject or session user, not by token', () => {
    const ana = ownerOf({ token: jwt({ sub: 'ana', iat: 1 }) }, undefined);
    const anaAgain = ownerOf({ token: jwt({ sub: 'ana', iat: 2 }) }, undefined);
    const ben = ownerOf({ token: jwt({ sub: 'ben' }) }, undefined);
    expect(sameOwner(ana, anaAgain)).toBe(true);
    expect(sameOwner(ana, ben)).toBe(false);
    expect(sameOwner(ownerOf(undefined, 'u-1'), ownerOf(undefined, 'u-1'))).toBe(true);
    expect(sameOwner(ownerOf(undefined, 'u-1'), ownerOf(undefined, 'u-2'))).toBe(false);
    expect(sameOwner(ownerOf(undefined, undefined), ownerOf(undefined, undefined))).toBe(true);
    expect(sameOwner(ownerOf(undefined, 'ana'), ana)).toBe(false);
  });
});
