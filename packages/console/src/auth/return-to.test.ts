import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, returnPath, returnToState } from './return-to.ts';

describe('returnPath', () => {
  it('returns to the remembered in-app page with its query and hash', () => {
    expect(returnPath(returnToState({ pathname: '/users', search: '?page=2', hash: '#top' }))).toBe(
      '/users?page=2#top',
    );
  });

  it.each([
    ['no state', undefined],
    ['a foreign shape', { pathname: '/users' }],
    ['another origin', { from: '//evil.example/' }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['the sign-in screen', { from: '/login?next=1' }],
  ])('falls back to the dashboard for %s', (_case, state) => {
    expect(returnPath(state)).toBe(DEFAULT_SIGNED_IN_PATH);
  });
});
