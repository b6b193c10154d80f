import type { Comparator } from '../../../netsuite/query-spec.ts';
import { COMPARISON_WORDS, comparatorAfter, comparatorBefore } from './comparisons.ts';
import type { MarkedText } from './spans.ts';

/**
 * Past due, and by how long. "Overdue invoices over 30 days" and "60+ days past due" count days
 * since the due date (days overdue), which is not the document's age ("older than 30 days").
 */
export interface Overdue {
  readonly days?: { readonly comparator: Comparator; readonly value: number; readonly upper?: number };
}

const LATE =
  '(?:overdue|over due|past due|past-due|late|delinquent|in arrears|behind|(?:past|after|beyond|over) (?:their|its|the|his|her) due dates?)';
const NUMBER = '(\\d+(?:\\.\\d+)?)';

/** "30 days overdue", "more than 30 days past due", "60+ days late". */
const DAYS_THEN_LATE = new RegExp(
  `(?:${COMPARISON_WORDS}\\s+)?${NUMBER}\\s*(\\+|or more|plus)?\\s*days?\\s+(?:or more\\s+)?${LATE}\\b`,
);
/** "overdue by more than 30 days", "past due for over 60 days", "overdue invoices over 30 days". */
const LATE_THEN_DAYS = new RegExp(
  `\\b(${LATE})\\b((?:\\s+(?!\\d)[a-z']+){0,4}?)\\s+((?:by\\s+|for\\s+)?(${COMPARISON_WORDS}\\s+)?${NUMBER}\\s*(\\+|or more|plus)?\\s*days?)\\b`,
  'd',
);
/** Past due said through the due date: "past their due date", "due date has passed". */
const PAST_DUE_DATE =
  /\b(?:past|after|beyond|passed|over) (?:their|its|the|his|her) due dates?\b|\bdue dates? (?:has |have |is |are |was )?(?:passed|gone by|in the past|before today|already passed)\b|\bnot paid on time\b|\bpaid late\b|\bafter (?:the )?due date\b|\blate (?:in )?(?:paying|payment|payments)(?: (?:on|for))?\b|\blate (?:with|on|in|making) (?:their |the |its |his |her )?payments?\b/;
const PLAIN = /\b(?:overdue|over due|past due|past-due|late|delinquent|in arrears)\b/;

function comparatorOf(before: string | undefined, after: string | undefined): Comparator {
  const said = before ? comparatorBefore(before.trim()) : undefined;
  if (said) return said.comparator;
  if (after && comparatorAfter(after)) return 'gte';
  // "30 days overdue" is an aging bucket's lower edge: at least 30 days.
  return 'gte';
}

/** "Overdue between 30 and 90 days", "between 30 and 90 days late", "30-60 days past due". */
const RANGE = `${NUMBER}\\s*(?:and|to|-|–)\\s*${NUMBER}\\s*days?`;
const DAYS_BETWEEN = new RegExp(
  `\\b${LATE}\\s+(?:(?:by|for)\\s+)?between\\s+${RANGE}|\\b(?:between\\s+)?${RANGE}\\s+${LATE}\\b`,
);

/** Reads whether the words ask for what is past due, and for how many days; takes the words. */
export function readOverdue(marked: MarkedText): Overdue | undefined {
  const between = marked.find(DAYS_BETWEEN);
  const ends = between?.[0].match(/\d+(?:\.\d+)?/g)?.map(Number);
  if (ends?.length === 2) {
    const [low = 0, high = 0] = ends;
    // "Overdue invoices between 30 and 90 days late": the other word of lateness says it again.
    marked.find(PLAIN);
    return { days: { comparator: 'between', value: Math.min(low, high), upper: Math.max(low, high) } };
  }
  const first = marked.find(DAYS_THEN_LATE);
  if (first?.[1]) {
    const before = first[0].slice(0, first[0].indexOf(first[1])).trim();
    return { days: { comparator: comparatorOf(before || undefined, first[2]), value: Number(first[1]) } };
  }
  // The words between the lateness and the days ("overdue *invoices* over 30 days") stay for
  // the other readers.
  const second = marked.find(LATE_THEN_DAYS, false);
  const late = second?.indices?.[1];
  const tail = second?.indices?.[3];
  if (second?.[5] && late && tail) {
    marked.take(late[0], late[1]);
    marked.take(tail[0], tail[1]);
    return { days: { comparator: comparatorOf(second[4], second[6]), value: Number(second[5]) } };
  }
  if (marked.find(PAST_DUE_DATE) || marked.find(PLAIN)) return {};
  return undefined;
}
