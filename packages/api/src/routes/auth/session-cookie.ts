import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../auth/authenticate.ts';
import { REMEMBER_DAYS } from '../../auth/sessions.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { isSecureRequest } from '../../lib/client-address.ts';

/**
 * HttpOnly so page scripts never see it; SameSite=Lax so other sites' requests do not carry
 * it; a browser-session cookie unless REMEMBER.ME asked for one that outlives the browser.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, remember: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    ...(remember ? { maxAge: REMEMBER_DAYS * 24 * 60 * 60 } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
}
