import type { EmbedCheck } from '@erp-agent/core';
import { jwtClaims } from '../jwt-claims.ts';
import type { CspViolation } from './csp-violations.ts';

export type CheckStatus = 'ok' | 'warn' | 'fail' | 'skipped';

/** One thing `diagnose()` looked at: what, how it stands, and in words what to do about it. */
export interface DiagnosisCheck {
  readonly check: string;
  readonly status: CheckStatus;
  readonly detail: string;
}

const ok = (check: string, detail: string): DiagnosisCheck => ({ check, status: 'ok', detail });
const warn = (check: string, detail: string): DiagnosisCheck => ({ check, status: 'warn', detail });
const fail = (check: string, detail: string): DiagnosisCheck => ({ check, status: 'fail', detail });
const skipped = (check: string, detail: string): DiagnosisCheck => ({ check, status: 'skipped', detail });

/** The identity must live at most this long (the API's rule, docs/embedding.md). */
const IDENTITY_MAX_SECONDS = 3600;
/** Clocks further apart than this are worth a word. */
const CLOCK_TOLERANCE_SECONDS = 120;

const originOf = (url: string) => {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return url;
  }
};

export function uiCheck(mounted: boolean, uiError: unknown, violations: readonly CspViolation[]): DiagnosisCheck {
  if (mounted) return ok('widget', 'the UI loaded and the assistant is on the page');
  if (uiError === undefined) return warn('widget', 'the UI has not loaded yet: call diagnose() again in a moment');
  const blocked = violations.find((violation) => violation.directive.startsWith('script-src'));
  const why = uiError instanceof Error ? uiError.message : String(uiError);
  return fail(
    'widget',
    blocked
      ? `the UI did not load: the page's CSP ${blocked.directive} refuses ${blocked.blockedUri}; add its origin to script-src`
      : `the UI did not load (${why}): serve widget.mjs and chunks/ from the folder of widget.js`,
  );
}

/** CSP refusals that touch the widget or the API it talks to. */
export function cspCheck(violations: readonly CspViolation[], origins: readonly string[]): DiagnosisCheck {
  const ours = violations.filter(
    (violation) => origins.includes(originOf(violation.blockedUri)) || violation.blockedUri === 'inline',
  );
  if (ours.length === 0) return ok('content-security-policy', 'no refusal seen since the loader ran');
  const listed = [...new Set(ours.map((violation) => `${violation.directive} refuses ${violation.blockedUri}`))];
  return fail(
    'content-security-policy',
    `${listed.join('; ')}. Allow these in the page's policy (docs/embedding.md, Strict Content Security Policy)`,
  );
}

export type ApiProbe =
  | { readonly reached: true; readonly answer: EmbedCheck }
  | { readonly reached: false; readonly reason: string };

export function apiCheck(probe: ApiProbe, apiOrigin: string, violations: readonly CspViolation[]): DiagnosisCheck {
  if (probe.reached) return ok('api', `${apiOrigin} answers`);
  const refused = violations.find(
    (violation) => violation.directive.startsWith('connect-src') && originOf(violation.blockedUri) === apiOrigin,
  );
  if (refused) return fail('api', `the page's CSP ${refused.directive} refuses ${apiOrigin}: add it to connect-src`);
  return fail(
    'api',
    `${apiOrigin} cannot be reached (${probe.reason}): check apiUrl, and that the API answers from this network`,
  );
}

export function siteKeyChecks(probe: ApiProbe, siteKey: string | undefined, sameOrigin: boolean): DiagnosisCheck[] {
  if (!probe.reached) return [skipped('site key', 'the API was not reached')];
  const { answer } = probe;
  if (!siteKey) {
    return [
      sameOrigin
        ? ok('site key', "none: the page is on the API's own origin and uses its session")
        : fail('site key', 'none: a page on another origin needs one (siteKey, data-site-key)'),
    ];
  }
  if (answer.siteKey !== 'active') {
    return [fail('site key', `${siteKey} is unknown or was revoked: ask an admin for an active key`)];
  }
  const origin = answer.origin ?? location.origin;
  return [
    ok('site key', `${siteKey} is active`),
    answer.originAllowed
      ? ok('origin', `${origin} is allowed`)
      : fail('origin', `${origin} is not among the key's allowed origins (scheme, host and port must match)`),
  ];
}

/** The launcher must be the element at its own centre: else whatever is there takes the clicks. */
export function launcherCheck(host: HTMLElement | undefined, page: Document = document): DiagnosisCheck {
  const launcher = host?.shadowRoot?.querySelector<HTMLElement>('[part="launcher"]');
  if (!host || !launcher) return skipped('launcher', 'not on the page');
  const box = launcher.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return skipped('launcher', 'hidden (the panel is open, or the page hid it)');
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) {
    return warn('launcher', 'outside the window: check offset and position');
  }
  const top = page.elementFromPoint(x, y);
  if (top === null || top === host || host.contains(top)) return ok('launcher', 'visible and on top');
  return fail(
    'launcher',
    `covered by ${describe(top)}: raise zIndex above it, or move the assistant (offset, position)`,
  );
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}

export function storageCheck(kind: 'local' | 'session' | 'memory'): DiagnosisCheck {
  if (kind === 'memory') return ok('storage', 'memory, as asked: the conversation ends with the page');
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage;
    store.setItem('erp-assistant:diagnose', '1');
    store.removeItem('erp-assistant:diagnose');
    return ok('storage', `${kind}Storage works`);
  } catch (error) {
    // A DOMException may come from another realm than this script's Error.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'an error';
    return warn('storage', `${kind}Storage is blocked (${name}): a visitor's conversation will not outlive the page`);
  }
}

/** Reads the times of a signed identity and holds them against the API's clock, as the API will. */
export function identityChecks(token: string | undefined, probe: ApiProbe, now: number): DiagnosisCheck[] {
  const clock = probe.reached ? Date.parse(probe.answer.serverTime) : Number.NaN;
  const checks: DiagnosisCheck[] = [];
  if (Number.isFinite(clock)) {
    const skew = Math.round((now - clock) / 1000);
    checks.push(
      Math.abs(skew) > CLOCK_TOLERANCE_SECONDS
        ? warn('this computer’s clock', `${Math.abs(skew)} s ${skew > 0 ? 'ahead of' : 'behind'} the API's`)
        : ok('this computer’s clock', "agrees with the API's"),
    );
  }
  if (!token) return [...checks, skipped('signed identity', 'none: the assistant talks to an anonymous visitor')];
  const claims = jwtClaims(token);
  if (!claims) return [...checks, fail('signed identity', 'not a JWT the API can read: sign it with HS256')];
  const { sub, iat, exp } = claims;
  const serverNow = Number.isFinite(clock) ? clock / 1000 : now / 1000;
  const by = Number.isFinite(clock) ? "by the API's clock" : "by this computer's clock (the API was not reached)";
  if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
    return [...checks, fail('signed identity', 'lacks sub, iat or exp')];
  }
  if (exp - iat > IDENTITY_MAX_SECONDS) {
    return [...checks, fail('signed identity', `lives ${exp - iat} s: at most ${IDENTITY_MAX_SECONDS} s is accepted`)];
  }
  if (iat > serverNow + 1) {
    const ahead = Math.round(iat - serverNow);
    return [
      ...checks,
      fail('signed identity', `issued ${ahead} s in the future ${by}: the signing server's clock is ahead`),
    ];
  }
  if (exp <= serverNow) {
    return [
      ...checks,
      fail('signed identity', `expired ${Math.round(serverNow - exp)} s ago ${by}: mint one per page load`),
    ];
  }
  return [...checks, ok('signed identity', `for ${sub}, valid for ${Math.round(exp - serverNow)} s more ${by}`)];
}
