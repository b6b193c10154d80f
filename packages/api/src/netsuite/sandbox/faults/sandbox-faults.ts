import { type FaultKind, type FaultRule, type FaultRuleInput, faultRuleSchema } from './fault-rule.ts';

/** How many times each kind struck, and how many requests the concurrency limit let through. */
export type FaultCounts = Record<FaultKind, number> & { admitted: number };

function emptyCounts(): FaultCounts {
  return { rate_limit: 0, concurrency_limit: 0, server_error: 0, slow: 0, drop: 0, admitted: 0 };
}

interface ActiveRule {
  readonly rule: FaultRule;
  /** Requests it may still hit; Infinity without `times`. */
  remaining: number;
  /** `concurrency_limit`: matching requests in flight now. */
  inFlight: number;
}

/**
 * What a request meets: nothing, a fault, or a concurrency limit that let it through and must be
 * given its slot back once it is answered.
 */
export type FaultDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'strike'; readonly rule: FaultRule }
  | { readonly kind: 'admitted'; readonly rule: FaultRule; readonly release: () => void };

/**
 * The faults the sandbox is told to inject, the one place they are kept: the API's in-process
 * sandbox and its `/netsuite-sandbox` mount share it. Only built when the test-only control is
 * enabled (NETSUITE_SANDBOX_FAULTS, refused in production).
 */
export class SandboxFaults {
  #rules: ActiveRule[] = [];
  #counts = emptyCounts();
  readonly #random: () => number;

  constructor(random: () => number = Math.random) {
    this.#random = random;
  }

  /** Replaces every rule and zeroes the counts. */
  set(rules: readonly FaultRuleInput[]): void {
    this.#rules = rules.map((input) => {
      const rule = faultRuleSchema.parse(input);
      return { rule, remaining: rule.times ?? Number.POSITIVE_INFINITY, inFlight: 0 };
    });
    this.#counts = emptyCounts();
  }

  clear(): void {
    this.set([]);
  }

  rules(): FaultRule[] {
    return this.#rules.map((active) => active.rule);
  }

  counts(): FaultCounts {
    return { ...this.#counts };
  }

  /** The first rule that matches the request and fires this time. */
  decide(method: string, path: string): FaultDecision {
    for (const active of this.#rules) {
      const { rule } = active;
      if (rule.method !== undefined && rule.method !== method) continue;
      if (!path.startsWith(rule.path)) continue;
      if (rule.kind === 'concurrency_limit') return this.#admit(active);
      if (active.remaining <= 0 || this.#random() >= rule.probability) continue;
      active.remaining -= 1;
      this.#counts[rule.kind] += 1;
      return { kind: 'strike', rule };
    }
    return { kind: 'none' };
  }

  #admit(active: ActiveRule): FaultDecision {
    const { rule } = active;
    if (active.inFlight >= rule.limit) {
      this.#counts.concurrency_limit += 1;
      return { kind: 'strike', rule };
    }
    active.inFlight += 1;
    this.#counts.admitted += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active.inFlight -= 1;
    };
    return { kind: 'admitted', rule, release };
  }
}
