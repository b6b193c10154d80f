import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiProbe,
  apiCheck,
  cspCheck,
  identityChecks,
  launcherCheck,
  siteKeyChecks,
  storageCheck,
  uiCheck,
} from './checks.ts';

const serverTime = '2026-11-25T12:00:00.000Z';
const serverNow = Date.parse(serverTime);
const reached = (answer: Partial<Extract<ApiProbe, { reached: true }>['answer']> = {}): ApiProbe => ({
  reached: true,
  answer: { siteKey: 'active', origin: 'https://portal.example.com', originAllowed: true, serverTime, ...answer },
});
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const seconds = serverNow / 1000;

afterEach(() => document.body.replaceChildren());

describe('diagnose checks', () => {
  it('names the CSP directive that refused the UI or the API', () => {
    const refusedUi = [{ directive: 'script-src-elem', blockedUri: 'https://cdn.example.com/widget.mjs' }];
    expect(uiCheck(false, new TypeError('Failed to fetch'), refusedUi).detail).toContain(
      'script-src-elem refuses https://cdn.example.com/widget.mjs',
    );
    expect(cspCheck(refusedUi, ['https://cdn.example.com']).status).toBe('fail');
    expect(cspCheck(refusedUi, ['https://api.example.com']).status).toBe('ok');
    const refusedApi = [{ directive: 'connect-src', blockedUri: 'https://api.example.com/api/embed/check' }];
    expect(apiCheck({ reached: false, reason: 'Failed to fetch' }, 'https://api.example.com', refusedApi).detail).toBe(
      "the page's CSP connect-src refuses https://api.example.com: add it to connect-src",
    );
    expect(apiCheck({ reached: false, reason: 'Failed to fetch' }, 'https://api.example.com', []).detail).toContain(
      'cannot be reached (Failed to fetch)',
    );
  });

  it('tells an unknown key from an origin the key does not allow', () => {
    expect(siteKeyChecks(reached({ siteKey: 'unknown' }), 'pk_x', false)[0]).toMatchObject({ status: 'fail' });
    const [key, origin] = siteKeyChecks(reached({ originAllowed: false }), 'pk_x', false);
    expect(key?.status).toBe('ok');
    expect(origin).toMatchObject({ status: 'fail', check: 'origin' });
    expect(siteKeyChecks(reached(), undefined, false)[0]?.status).toBe('fail');
    expect(siteKeyChecks(reached(), undefined, true)[0]?.status).toBe('ok');
  });

  it('finds what covers the launcher', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const launcher = document.createElement('button');
    launcher.setAttribute('part', 'launcher');
    launcher.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 10, width: 56, height: 56 });
    root.append(launcher);
    const banner = document.createElement('div');
    banner.id = 'cookie-banner';
    banner.className = 'banner sticky extra';
    document.body.append(host, banner);
    const page = { elementFromPoint: () => banner } as unknown as Document;
    expect(launcherCheck(host, page).detail).toMatch(/^covered by <div#cookie-banner\.banner\.sticky>/);
    expect(launcherCheck(host, { elementFromPoint: () => host } as unknown as Document).status).toBe('ok');
    expect(launcherCheck(undefined).status).toBe('skipped');
  });

  it('reports blocked storage, and is content with memory', () => {
    expect(storageCheck('local').status).toBe('ok');
    expect(storageCheck('memory').status).toBe('ok');
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(storageCheck('session')).toMatchObject({
        status: 'warn',
        detail: expect.stringContaining('SecurityError'),
      });
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
  });

  it('holds a signed identity against the API’s clock as the API will', () => {
    const identity = (claims: object) => identityChecks(jwt(claims), reached(), serverNow).at(-1);
    expect(identity({ sub: 'a@example.com', iat: seconds - 10, exp: seconds + 600 })?.status).toBe('ok');
    expect(identity({ sub: 'a@example.com', iat: seconds + 600, exp: seconds + 1200 })?.detail).toMatch(
      /^issued 600 s in the future by the API's clock/,
    );
    expect(identity({ sub: 'a@example.com', iat: seconds - 1200, exp: seconds - 60 })?.detail).toMatch(
      /^expired 60 s ago/,
    );
    expect(identity({ sub: 'a@example.com', iat: seconds, exp: seconds + 7200 })?.detail).toMatch(/at most 3600 s/);
    expect(identity({ iat: seconds, exp: seconds + 60 })?.detail).toBe('lacks sub, iat or exp');
    expect(identityChecks('not-a-jwt', reached(), serverNow).at(-1)?.status).toBe('fail');
    expect(identityChecks(undefined, reached(), serverNow + 300_000)[0]).toMatchObject({
      status: 'warn',
      detail: "300 s ahead of the API's",
    });
  });
});
