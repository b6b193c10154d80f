import type { Activity } from './negation.ts';
import type { MarkedText } from './spans.ts';

/**
 * "Customers whose last order was more than 90 days ago", "who last bought over 6 months ago":
 * nothing of that kind in the span said, an absence over the last N days, months or years. Read
 * before dates, which would take "more than 90 days ago" for the document's age.
 */
export interface LastActivity {
  readonly activity: Activity;
  /** The span with nothing in it, as the date reader words it: "last 90 days". */
  readonly span: string;
}

const NOUNS: Readonly<Record<string, Activity>> = {
  order: 'order',
  sale: 'sale',
  purchase: 'sale',
  invoice: 'sale',
  bill: 'purchase',
  payment: 'payment',
  transaction: 'any',
  activity: 'any',
};

const VERBS: Readonly<Record<string, Activity>> = {
  ordered: 'order',
  bought: 'sale',
  purchased: 'sale',
  paid: 'payment',
  invoiced: 'sale',
  billed: 'purchase',
};

const LONGER = '(?:more than|over|at least|longer than|older than|beyond)';
const SPAN = '(\\d+|a|an|one)\\s+(days?|weeks?|months?|years?)\\s+ago';

const LAST_NOUN = new RegExp(
  `\\b(?:whose|with (?:their|a|the)|their|where (?:their|the))\\s+(?:last|latest|most recent)\\s+(order|sale|purchase|invoice|bill|payment|transaction|activity)s?\\s+(?:was|is|were|came|dates? from|happened|placed)\\s+${LONGER}\\s+${SPAN}\\b`,
);
const LAST_VERB = new RegExp(
  `\\b(?:who|that|which|we|i)\\s+(?:have\\s+|has\\s+)?last\\s+(ordered|bought|purchased|paid|invoiced|billed)(?:\\s+(?:from|with)(?:\\s+(?:us|them))?|\\s+anything)?\\s+${LONGER}\\s+${SPAN}\\b`,
);

export function readLastActivity(marked: MarkedText): LastActivity | undefined {
  for (const [pattern, meaning] of [
    [LAST_NOUN, NOUNS],
    [LAST_VERB, VERBS],
  ] as const) {
    const match = marked.find(pattern);
    const activity = match?.[1] ? meaning[match[1]] : undefined;
    if (match && activity) {
      const count = /^(?:a|an|one)$/.test(match[2] ?? '') ? '1' : match[2];
      return { activity, span: `last ${count} ${match[3]}` };
    }
  }
  return undefined;
}
