import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import { NetsuiteError, netsuiteErrorResponse } from '../http/netsuite-error.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { type FaultRule, strikesAfterWork } from './fault-rule.ts';
import type { SandboxFaults } from './sandbox-faults.ts';

/**
 * An answer whose body fails as it is read: the client sees the connection drop (over a socket,
 * the server destroys it; in process, reading the body rejects), whatever was done before.
 */
function droppedAnswer(): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.error(new Error('connection dropped by the sandbox fault injection'));
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

function refusal(rule: FaultRule): NetsuiteError {
  switch (rule.kind) {
    case 'rate_limit':
      return new NetsuiteError(429, 'REQUEST_LIMIT_EXCEEDED', 'Request limit exceeded. Try again later.', {
        headers: { 'Retry-After': String(rule.retryAfterSeconds) },
      });
    case 'concurrency_limit':
      return new NetsuiteError(
        429,
        'CONCURRENCY_LIMIT_EXCEEDED',
        'Concurrent request limit exceeded. Request blocked.',
      );
    default:
      return new NetsuiteError(
        rule.status,
        'UNEXPECTED_ERROR',
        'An unexpected error occurred. Error ID: sandbox-fault',
      );
  }
}

/** Waits `ms`, or less when the caller gives up: false then, and the answer no longer matters. */
async function hold(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch (error) {
    if (signal.aborted) return false;
    throw error;
  }
}

/**
 * Strikes the faults `faults` holds on the requests they match, by their path under `basePath`.
 * It stands before authentication, as NetSuite's own limits and outages do.
 */
export function faultInjection(faults: SandboxFaults, basePath: string): MiddlewareHandler<SandboxEnv> {
  const prefix = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  return async (c, next) => {
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) || '/' : c.req.path;
    const decision = faults.decide(c.req.method, path);
    if (decision.kind === 'none') return next();
    const { rule } = decision;
    const signal = c.req.raw.signal;

    if (decision.kind === 'admitted') {
      try {
        if (await hold(rule.delayMs, signal)) await next();
        else c.res = droppedAnswer();
      } finally {
        decision.release();
      }
      return;
    }
    if (rule.kind === 'rate_limit' || rule.kind === 'concurrency_limit') {
      return netsuiteErrorResponse(c, refusal(rule));
    }
    const after = strikesAfterWork(rule);
    if (after) await next();
    if (rule.kind === 'slow') {
      if (!(await hold(rule.delayMs, signal))) {
        c.res = droppedAnswer();
        return;
      }
      if (!after) await next();
      return;
    }
    const answer = rule.kind === 'drop' ? droppedAnswer() : netsuiteErrorResponse(c, refusal(rule));
    if (after) c.res = answer;
    else return answer;
  };
}
