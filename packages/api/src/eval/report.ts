import type { EvalCase } from './eval-case.ts';
import type { Verdict } from './judge.ts';
import { intentScores, type OutcomeRates, outcomeRates, outcomeRatesBy } from './metrics.ts';

/** One played case: what it expected, the intent the agent gave its first turn, and the verdict. */
export interface CaseResult {
  readonly evalCase: EvalCase;
  readonly intent: string;
  readonly verdict: Verdict;
}

const ratio = (value: number) => value.toFixed(2);

function ratesTable(title: string, rows: readonly OutcomeRates[], overall?: OutcomeRates): string[] {
  const width = Math.max(22, ...rows.map((row) => row.group.length + 1));
  const line = (row: OutcomeRates) =>
    `${row.group.padEnd(width)} ${String(row.cases).padStart(5)} ${String(row.right).padStart(6)} ${String(row.wrong).padStart(6)} ${String(row.abstained).padStart(10)}   ${ratio(row.accuracy).padStart(8)} ${ratio(row.wrongRate).padStart(10)} ${ratio(row.abstentionRate).padStart(11)}`;
  return [
    title,
    `${''.padEnd(width)} cases  right  wrong  abstained   accuracy wrong-rate  abstention`,
    ...rows.map(line),
    ...(overall ? [line(overall)] : []),
  ];
}

const describe = ({ evalCase, intent }: CaseResult) =>
  `${evalCase.id} [${evalCase.intent} -> ${intent}] ${JSON.stringify(evalCase.turns)}`;

/**
 * The evaluation's printed report: outcomes per intent (and overall) and per family, the intent
 * classification scores and confusions, the issue's own examples, the cases that need sandbox
 * data, every case that was not right, and last the summary lines, whole-answer accuracy last.
 */
export function formatReport(results: readonly CaseResult[]): string[] {
  const outcomeOf = (result: CaseResult) => result.verdict.outcome;
  const overall = outcomeRates(
    'overall',
    results.map(({ verdict }) => verdict.outcome),
  );
  const lines: string[] = [
    ...ratesTable(
      'outcomes by intent (labelled)',
      outcomeRatesBy(results, (result) => result.evalCase.intent, outcomeOf),
      overall,
    ),
    '',
    ...ratesTable(
      'outcomes by family',
      outcomeRatesBy(results, (result) => result.evalCase.family, outcomeOf),
    ),
    '',
  ];

  const scores = intentScores(results.map(({ evalCase, intent }) => ({ expected: evalCase.intent, got: intent })));
  lines.push('intent classification    support  precision  recall    F1');
  for (const score of scores.perIntent) {
    lines.push(
      `${score.intent.padEnd(24)} ${String(score.support).padStart(7)}  ${ratio(score.precision).padStart(9)}  ${ratio(score.recall).padStart(6)}  ${ratio(score.f1).padStart(4)}`,
    );
  }
  const intentHits = results.filter(({ evalCase, intent }) => evalCase.intent === intent).length;
  lines.push(`intent accuracy: ${ratio(results.length === 0 ? 0 : intentHits / results.length)}`, '');
  lines.push('confusion matrix (rows: labelled, columns: answered; only intents that were confused)');
  for (const [expected, row] of scores.confusion) {
    const confused = [...row].filter(([got]) => got !== expected);
    if (confused.length > 0)
      lines.push(`  ${expected} -> ${confused.map(([got, count]) => `${got} ×${count}`).join(', ')}`);
  }

  const why = results.filter(({ evalCase }) => evalCase.why);
  if (why.length > 0) {
    const rates = outcomeRates(
      'why',
      why.map(({ verdict }) => verdict.outcome),
    );
    lines.push('', `issue #16's examples: ${rates.right} right, ${rates.wrong} wrong, ${rates.abstained} abstained`);
    for (const result of why) lines.push(`  ${result.verdict.outcome.padEnd(9)} ${describe(result)}`);
  }
  const needing = results.filter(({ evalCase }) => evalCase.needs);
  if (needing.length > 0) {
    lines.push('', 'cases that need data the sandbox does not hold yet:');
    for (const result of needing) {
      lines.push(`  ${result.verdict.outcome.padEnd(9)} ${result.evalCase.id}: ${result.evalCase.needs}`);
    }
  }
  for (const outcome of ['wrong', 'abstained'] as const) {
    const missed = results.filter(({ verdict }) => verdict.outcome === outcome);
    if (missed.length === 0) continue;
    lines.push('', `${outcome} (${missed.length}):`);
    for (const result of missed) lines.push(`  ${describe(result)}: ${result.verdict.reason ?? ''}`);
  }
  lines.push(
    '',
    `cases: ${overall.cases} (${overall.right} right, ${overall.wrong} wrong, ${overall.abstained} abstained)`,
    `abstention rate: ${ratio(overall.abstentionRate)}`,
    `wrong-answer rate: ${ratio(overall.wrongRate)}`,
    `whole-answer accuracy: ${ratio(overall.accuracy)}`,
  );
  return lines;
}
