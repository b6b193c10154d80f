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

/**
 * What a sign-out answer asks of the browser: forget everything this origin stored (local and
 * session storage, IndexedDB, service workers) in every tab, so nothing of the user who left stays
 * for the next one at a shared computer. Not `"cache"`: Chromium takes seconds to clear its HTTP
 * cache and holds the answer meanwhile (crbug.com/40233601), and the API's answers are never cached
 * (`Cache-Control: no-store`). Not `"cookies"`: that would reach every subdomain of the site.
 */
export const SIGN_OUT_CLEAR_SITE_DATA = '"storage"';

export function clearBrowserData(c: Context<AppEnv>): void {
  c.header('Clear-Site-Data', SIGN_OUT_CLEAR_SITE_DATA);
}
