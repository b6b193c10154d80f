/** A refusal the page's Content-Security-Policy made, as the browser reported it. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedUri: string;
}

/**
 * The page's refusals as `diagnose()` reads them. The recorder runs in the loader (or the UI, for
 * `mount()`), the checks in diagnose.mjs, a bundle of their own: the log is handed over, not shared.
 */
export interface CspViolationLog {
  list(): readonly CspViolation[];
  /** Resolves at the next refusal, or after `timeoutMs`. */
  next(timeoutMs: number): Promise<void>;
}

const seen: CspViolation[] = [];
let listening = false;
const waiting = new Set<() => void>();

/**
 * Starts recording the page's CSP refusals, once per page: the loader calls it as it runs, so a
 * refusal of the widget's own UI chunk is on record even though the UI never arrives.
 */
export function recordCspViolations(page: Document = document): void {
  if (listening) return;
  listening = true;
  page.addEventListener('securitypolicyviolation', (event) => {
    seen.push({ directive: event.effectiveDirective || event.violatedDirective, blockedUri: event.blockedURI });
    if (seen.length > 50) seen.shift();
    for (const wake of waiting) wake();
  });
}

/**
 * Resolves at the next refusal, or after `timeoutMs`: the browser reports a refused request a
 * little after the request fails, so a check of why it failed waits for the report.
 */
export function nextCspViolation(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      waiting.delete(wake);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(wake, timeoutMs);
    waiting.add(wake);
  });
}

export function cspViolations(): readonly CspViolation[] {
  return seen;
}

/** This bundle's recorder, as the log diagnose() takes. */
export const cspViolationLog: CspViolationLog = { list: cspViolations, next: nextCspViolation };
