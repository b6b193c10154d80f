import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCases } from './case-files.ts';
import type { EvalCase } from './eval-case.ts';
import { familyGaps } from './family-coverage.ts';

/** The examples of issue #16's "Why" list, as an operator typed them. */
const WHY_EXAMPLES = [
  "which invoices haven't been paid yet?",
  'which inventory items are low on stock?',
  'items with less than 5 available',
  "which customers haven't bought anything in the last 6 months?",
  'customers with overdue invoices over 30 days',
  'create a journal entry moving 500 from Rent to Utilities',
  'email all customers with overdue invoices a payment reminder',
  "purchase orders we haven't received yet",
  'invoices past their due date',
  'invoices greater than 2000',
  "what's our cash balance?",
  'what is our DSO?',
  'who owes us the most money?',
  'what did Green and Sons buy last month?',
  'compare total sales this year with last year',
];

describe('the evaluation set (packages/api/eval/cases)', () => {
  let cases: EvalCase[];
  beforeAll(async () => {
    ({ cases } = await readCases(fileURLToPath(new URL('../../eval/cases', import.meta.url))));
  });

  it('has at least 400 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(400);
  });

  it('phrases every family tersely, as a question, with a typo, a negation or comparison, and as a follow-up', () => {
    expect(familyGaps(cases)).toEqual([]);
  });

  it("holds every example of issue #16's Why list, marked as such, and no other", () => {
    const why = cases.filter((entry) => entry.why).map((entry) => entry.turns[0]);
    expect(why.toSorted()).toEqual(WHY_EXAMPLES.toSorted());
  });

  it('has at least 80 Dynamics 365 and SAP Business One cases, questions and writes, each played connected to them', () => {
    const other = cases.filter((entry) => entry.connections?.some((system) => system !== 'netsuite'));
    expect(other.length).toBeGreaterThanOrEqual(80);
    for (const system of ['dynamics', 'sap'] as const) {
      const played = other.filter((entry) => entry.connections?.includes(system));
      expect(played.some((entry) => entry.intent === 'query')).toBe(true);
      expect(played.some((entry) => entry.intent === 'create_record')).toBe(true);
    }
  });

  it('says what sandbox data a case needs in words', () => {
    for (const entry of cases.filter((candidate) => candidate.needs)) expect(entry.needs?.length).toBeGreaterThan(20);
  });
});
