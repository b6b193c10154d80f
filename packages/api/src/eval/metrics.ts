import type { Outcome } from './judge.ts';

/** Per-intent precision, recall and F1, and the confusion matrix, from (expected, got) pairs. */
export interface IntentScore {
  readonly intent: string;
  readonly support: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export interface Scores {
  readonly perIntent: readonly IntentScore[];
  readonly confusion: ReadonlyMap<string, ReadonlyMap<string, number>>;
  readonly labels: readonly string[];
}

export function intentScores(pairs: readonly { expected: string; got: string }[]): Scores {
  const labels = [...new Set(pairs.flatMap(({ expected, got }) => [expected, got]))].sort();
  const confusion = new Map<string, Map<string, number>>(labels.map((label) => [label, new Map()]));
  for (const { expected, got } of pairs) {
    const row = confusion.get(expected) as Map<string, number>;
    row.set(got, (row.get(got) ?? 0) + 1);
  }
  const perIntent = labels
    .filter((label) => pairs.some(({ expected }) => expected === label))
    .map((intent) => {
      const truePositives = pairs.filter(({ expected, got }) => expected === intent && got === intent).length;
      const predicted = pairs.filter(({ got }) => got === intent).length;
      const support = pairs.filter(({ expected }) => expected === intent).length;
      const precision = predicted === 0 ? 0 : truePositives / predicted;
      const recall = support === 0 ? 0 : truePositives / support;
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return { intent, support, precision, recall, f1 };
    });
  return { perIntent, confusion, labels };
}

/**
 * How a set of cases came out: whole-answer accuracy (right / all), the wrong-answer rate (the
 * agent committed to an answer and it was wrong, / all) and the abstention rate (it asked or
 * declined where something else was expected, / all). The three add up to 1.
 */
export interface OutcomeRates {
  readonly group: string;
  readonly cases: number;
  readonly right: number;
  readonly wrong: number;
  readonly abstained: number;
  readonly accuracy: number;
  readonly wrongRate: number;
  readonly abstentionRate: number;
}

export function outcomeRates(group: string, outcomes: readonly Outcome[]): OutcomeRates {
  const count = (outcome: Outcome) => outcomes.filter((entry) => entry === outcome).length;
  const cases = outcomes.length;
  const share = (part: number) => (cases === 0 ? 0 : part / cases);
  const right = count('right');
  const wrong = count('wrong');
  const abstained = count('abstained');
  return {
    group,
    cases,
    right,
    wrong,
    abstained,
    accuracy: share(right),
    wrongRate: share(wrong),
    abstentionRate: share(abstained),
  };
}

/** The rates of each group (an intent, a family), groups in name order. */
export function outcomeRatesBy<T>(
  entries: readonly T[],
  groupOf: (entry: T) => string,
  outcomeOf: (entry: T) => Outcome,
): OutcomeRates[] {
  const groups = new Map<string, Outcome[]>();
  for (const entry of entries) {
    const key = groupOf(entry);
    groups.set(key, [...(groups.get(key) ?? []), outcomeOf(entry)]);
  }
  return [...groups.keys()].sort().map((key) => outcomeRates(key, groups.get(key) ?? []));
}
