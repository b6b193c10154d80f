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
