import type { EmbedCheck } from '@erp-agent/core';
import type { WidgetOptions } from '../options.ts';
import {
  type ApiProbe,
  apiCheck,
  cspCheck,
  type DiagnosisCheck,
  identityChecks,
  launcherCheck,
  siteKeyChecks,
  storageCheck,
  uiCheck,
} from './checks.ts';
import type { CspViolationLog } from './csp-violations.ts';

/** What `diagnose()` found for one assistant: `ok` when nothing failed. */
export interface Diagnosis {
  readonly assistant: string;
  readonly ok: boolean;
  readonly checks: readonly DiagnosisCheck[];
}

export interface DiagnoseInput {
  readonly id: string;
  readonly options: WidgetOptions;
  /** The assistant's host element, once its UI is on the page. */
  readonly host?: HTMLElement | undefined;
  /** Why the UI could not be loaded, if it could not. */
  readonly uiError?: unknown;
  /** Where `widget.js` came from, so refusals of its chunks are recognised. */
  readonly widgetOrigin?: string | undefined;
  /** What the page's CSP refused since the recorder started. */
  readonly violations: CspViolationLog;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/**
 * The shape of core's `embedCheckSchema`, checked by hand: this module runs in the loader, which
 * must stay a few kilobytes, and zod would weigh more than everything else in it.
 */
function isEmbedCheck(value: unknown): value is EmbedCheck {
  if (typeof value !== 'object' || value === null) return false;
  const { siteKey, origin, originAllowed, serverTime } = value as Record<string, unknown>;
  return (
    (siteKey === 'active' || siteKey === 'unknown' || siteKey === 'absent') &&
    (origin === null || typeof origin === 'string') &&
    typeof originAllowed === 'boolean' &&
    typeof serverTime === 'string'
  );
}

/** How long a failed probe waits for the browser to report a CSP refusal of it. */
const VIOLATION_WAIT_MS = 1000;

async function probeApi(
  base: string,
  siteKey: string | undefined,
  fetchImpl: typeof fetch,
  violations: CspViolationLog,
): Promise<ApiProbe> {
  const query = siteKey ? `?siteKey=${encodeURIComponent(siteKey)}` : '';
  const refusal = violations.next(VIOLATION_WAIT_MS);
  try {
    const response = await fetchImpl(`${base}/api/embed/check${query}`, { credentials: 'omit' });
    if (!response.ok) return { reached: false, reason: `it answered ${response.status}` };
    const answer: unknown = await response.json();
    if (!isEmbedCheck(answer)) return { reached: false, reason: 'its answer is not the check the widget expects' };
    return { reached: true, answer };
  } catch (error) {
    await refusal;
    return { reached: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What on this page stops the assistant from working: the UI not loading, the page's CSP, the API
 * out of reach, the site key or the page's origin refused, the launcher covered, storage blocked,
 * a signed identity the API's clock will refuse.
 */
export async function diagnose(input: DiagnoseInput): Promise<Diagnosis> {
  const base = (input.options.apiUrl ?? '').replace(/\/+$/, '');
  const apiOrigin = new URL(base || location.origin, location.href).origin;
  const fetchImpl = input.fetch ?? ((url, init) => fetch(url, init));
  const probe = await probeApi(base, input.options.siteKey, fetchImpl, input.violations);
  const violations = input.violations.list();
  const origins = [apiOrigin, ...(input.widgetOrigin ? [input.widgetOrigin] : [])];
  const checks: DiagnosisCheck[] = [
    uiCheck(input.host !== undefined, input.uiError, violations),
    cspCheck(violations, origins),
    apiCheck(probe, apiOrigin, violations),
    ...siteKeyChecks(probe, input.options.siteKey, apiOrigin === location.origin),
    launcherCheck(input.host),
    storageCheck(input.options.storage ?? 'local'),
    ...identityChecks(input.options.user?.token, probe, (input.now ?? Date.now)()),
  ];
  return { assistant: input.id, ok: checks.every((check) => check.status !== 'fail'), checks };
}

/** The diagnosis as a table in the browser's console, headed by what it comes to. */
export function printDiagnosis(diagnosis: Diagnosis): void {
  const problems = diagnosis.checks.filter((check) => check.status === 'fail').length;
  console.group(
    `ERP assistant "${diagnosis.assistant}": ${problems === 0 ? 'nothing stops it' : `${problems} problem${problems === 1 ? '' : 's'}`}`,
  );
  console.table(diagnosis.checks.map(({ check, status, detail }) => ({ check, status, detail })));
  console.groupEnd();
}
