import { recordSpec } from '../../../netsuite/record-catalog.ts';
import type { PlannerState } from '../planner-state.ts';
import type { Unsupported } from '../understand/unsupported.ts';
import { lastQuery } from './follow-up.ts';
import type { Handled } from './handler.ts';

const REFUSALS = {
  injection:
    'I can\'t set aside how I work. I only act on your NetSuite data within your role, and I never change anything without showing you a preview to confirm. Tell me what you need, for example "list open invoices".',
  bulk_write:
    'I don\'t change or delete records in bulk. Name the one record you mean (for example "delete customer Acme Ltd") and I\'ll show you a preview to confirm first.',
  sql_write: 'SuiteQL is read-only: I can run SELECT queries, but nothing that changes or removes data.',
  unrelated:
    'That is outside what I can help with. I work with your ERP data: records, reports, saved searches, processes and SuiteScript projects. Type "help" to see examples.',
  anonymous:
    'Sign in and connect your NetSuite account so I can work with your data. Until then I can tell you what I can do: type "help".',
} as const;

export type RefusalReason = keyof typeof REFUSALS;

export function handleRefusal(reason: RefusalReason, state: PlannerState): Handled {
  return {
    outcome: {
      kind: 'refusal',
      code: reason === 'anonymous' ? 'sign_in_required' : 'out_of_scope',
      message: REFUSALS[reason],
    },
    intent: 'out_of_scope',
    state,
  };
}

/** An action no tool can do: said plainly, with what can be done instead. Nothing is run. */
export function handleUnsupported(unsupported: Unsupported, state: PlannerState, text = ''): Handled {
  // "Reverse the most recent one" after journal entries: what it would have been done to.
  const onShown =
    unsupported.action.endsWith('transactions') && /\b(?:it|one|ones|them|those|these|that|this)\b/.test(text);
  const shown = onShown ? lastQuery(state) : undefined;
  const plural = shown ? recordSpec(shown.record).plural : undefined;
  const lead = plural && !unsupported.reason.includes(plural) ? `I can't do that to ${plural}. ` : '';
  return {
    outcome: {
      kind: 'refusal',
      code: 'unsupported',
      message: `${lead}${unsupported.reason} ${unsupported.instead}`,
    },
    intent: 'out_of_scope',
    state,
  };
}
