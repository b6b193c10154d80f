import type { ConfirmationRequest, HostActionProposal, QuestionOption } from '@erp-agent/core';
import type { QueryColumn } from '../netsuite/query-column.ts';
import type { TypedRow } from '../netsuite/typed-rows.ts';

/** What a turn came to, before it is put into the reply envelope. */
export type TurnOutcome =
  /**
   * Rows, shown as a table; `count` is every row that matched, shown or not. `columns` says what
   * the query asked for (else the columns are read from the rows); `totalRows` which rows are
   * totals rather than records.
   */
  | {
      readonly kind: 'table';
      readonly rows: readonly TypedRow[];
      readonly count: number;
      readonly caption: string;
      readonly download?: 'csv';
      readonly columns?: readonly QueryColumn[];
      readonly totalRows?: readonly number[];
    }
  /** Words: a count, a total, help, what a confirmed write did. Markdown. */
  | { readonly kind: 'answer'; readonly markdown: string }
  | { readonly kind: 'question'; readonly text: string; readonly options: readonly QuestionOption[] }
  | { readonly kind: 'confirmation'; readonly confirmation: ConfirmationRequest; readonly lead?: string }
  /** One of the embedding page's actions, to run there once the visitor confirms. */
  | { readonly kind: 'host-action'; readonly proposal: HostActionProposal; readonly markdown: string }
  | {
      readonly kind: 'project';
      readonly message: string;
      readonly projectName: string;
      readonly projectPath: string;
      readonly createdFiles: readonly string[];
      readonly manifestPath: string;
      readonly scriptPreview?: string;
      readonly pendingScripts?: readonly string[];
      readonly overwritePrompt?: boolean;
    }
  /** It was tried and did not work: NetSuite refused, or could not be reached. */
  | { readonly kind: 'failure'; readonly code: string; readonly message: string }
  /** It was not tried: out of scope, not allowed for the role, or not safe. */
  | { readonly kind: 'refusal'; readonly code: string; readonly message: string };
