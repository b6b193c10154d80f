import type { MarkdownNode } from '../markdown/markdown-node.ts';
import type {
  ClarifyingQuestion,
  ConfirmationRequest,
  HostActionProposal,
  QuestionOption,
  ResultRecord,
  TableColumn,
} from '../protocol/index.ts';

/** A reply's markdown as the API parsed it (the reply's `messageTree`). */
export type MessageTree = readonly MarkdownNode[];

/**
 * A small document model for replies the client composes itself (summaries, project results),
 * so each screen renders them as elements, and exports as plain text, without parsing HTML.
 */
export type Block =
  | { readonly type: 'paragraph'; readonly text: string; readonly strong?: boolean }
  | { readonly type: 'list'; readonly items: readonly string[]; readonly ordered?: boolean }
  | { readonly type: 'code'; readonly code: string; readonly language?: string };

export interface TableView {
  /** The keys of the columns, in order: the reply's `table.columns`, else the first record's keys. */
  readonly columns: readonly string[];
  /** Each column's label upper-cased, as the screens show them (the key when it has no label). */
  readonly headings: readonly string[];
  /**
   * Each column in full, in the same order: label, kind and currency, for {@link formatTableCell}.
   * A reply without `table` gets its keys as labels and `text` as their kind, so it shows as before.
   */
  readonly columnDetails: readonly TableColumn[];
  readonly rows: readonly ResultRecord[];
  /** Positions in `rows` of totals and subtotals, which the screens set apart from records. */
  readonly totalRows?: readonly number[];
  /** The total the server reported, when it sent more rows than it returned. */
  readonly count?: number;
  /** What the rows are, in a line the server wrote (`caption` in the reply). */
  readonly caption?: string;
  /** The user asked to export the table: the client offers the download at once. */
  readonly download?: 'csv';
}

export interface ConfirmationView {
  readonly confirmation: ConfirmationRequest;
  /** The same in words, as the reply's `message` says it. */
  readonly message?: string;
  /** `message` as the API parsed it, when it sent the tree. */
  readonly messageTree?: MessageTree;
}

/** One of the page's own actions the agent proposes, waiting for the visitor's Confirm or Cancel. */
export interface HostActionView {
  readonly hostAction: HostActionProposal;
  /** The proposal in words, as the reply's `message` says it. */
  readonly message?: string;
  /** `message` as the API parsed it, when it sent the tree. */
  readonly messageTree?: MessageTree;
}

export interface QuestionView {
  readonly text: ClarifyingQuestion['text'];
  readonly options: readonly QuestionOption[];
}

export interface ProjectView {
  /** Shown all in bold, so its markdown `**strong**` marks are dropped: the name is bold with the rest. */
  readonly message: string;
  readonly projectName?: string;
  readonly projectPath?: string;
  readonly createdFiles: readonly string[];
  readonly manifestPath?: string;
  /** The script the project carries (`script_preview`), shown as code, never as markdown. */
  readonly scriptPreview?: string;
}

/**
 * How one reply is shown, chosen by {@link toView}. Our own two kinds come first, because a
 * reply carrying them also carries `message` for clients that do not know them:
 * - `confirmation`: a write waiting for Confirm or Cancel (`confirmation`);
 * - `host-action`: one of the embedding page's actions, proposed to run there (`hostAction`);
 * - `question`: a clarifying question with answers to pick (`question`);
 * then the order of 000 section 4:
 * 1. `text`: the `response` field, shown as plain text;
 * 2. `formatted`: the `message` field, markdown shown as elements of an allow-list (from the
 *    reply's `messageTree` when the API sent it, so a client need not parse);
 * 3. `failure`: `result.success` is false;
 * 4. `project`: `result.success` is true and `result` has a message;
 * 5. `table`: a non-empty `results` list in `result` or `data` with `success` true;
 * 6. `summary`: everything else, as blocks of text.
 */
export type ReplyView =
  | ({ readonly kind: 'confirmation' } & ConfirmationView)
  | ({ readonly kind: 'host-action' } & HostActionView)
  | ({ readonly kind: 'question' } & QuestionView)
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'formatted'; readonly markdown: string; readonly tree?: MessageTree }
  | { readonly kind: 'failure'; readonly message: string }
  | ({ readonly kind: 'project' } & ProjectView)
  | { readonly kind: 'table'; readonly table: TableView }
  | { readonly kind: 'summary'; readonly blocks: readonly Block[] };

export type ReplyViewKind = ReplyView['kind'];
