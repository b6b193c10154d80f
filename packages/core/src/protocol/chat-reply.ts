import * as z from 'zod/mini';
import { clarifyingQuestionSchema } from './clarifying-question.ts';
import { confirmationRequestSchema } from './confirmation.ts';
import { hostActionProposalSchema } from './host-action-proposal.ts';
import { messageTreeSchema } from './message-tree.ts';
import { resultRecordSchema } from './result-record.ts';
import { tableLayoutSchema } from './table-layout.ts';

/**
 * The `result` / `data` object of the reply (000 section 3). Loose: fields the client does not
 * know yet pass through untouched. `null` stands for "absent", as backends written in other
 * languages send it.
 */
export const chatResultSchema = z.looseObject({
  success: z.nullish(z.boolean()),
  message: z.nullish(z.string()),
  results: z.nullish(z.array(resultRecordSchema)),
  count: z.nullish(z.number()),
  project_name: z.nullish(z.string()),
  project_path: z.nullish(z.string()),
  created_files: z.nullish(z.array(z.string())),
  manifest_path: z.nullish(z.string()),
});

export type ChatResult = z.infer<typeof chatResultSchema>;

/** A script waiting to be written into a project: a file name, or an object describing it. */
export const pendingScriptSchema = z.union([
  z.string(),
  z.looseObject({
    name: z.nullish(z.string()),
    file: z.nullish(z.string()),
    path: z.nullish(z.string()),
    type: z.nullish(z.string()),
  }),
]);

export type PendingScript = z.infer<typeof pendingScriptSchema>;

/** Formats a table reply offers to download; `export that` asks for one. */
export const DOWNLOAD_FORMATS = ['csv'] as const;

/**
 * The reply envelope, with exactly the field names the prototype's backend used (000 sections 3,
 * 4 and 7), so a client written for it keeps working. The camel-case fields are ours, and a
 * prototype-era client ignores them and still shows something sensible:
 * - `conversationId`: the server's id for the conversation, sent back to keep context;
 * - `caption`: a line above a table saying what its rows are;
 * - `download`: the client should offer (or start) a download of the table in this format;
 * - `table`: how to show the rows: each column's label and kind (amount in which currency, date,
 *   document number...) and which rows are totals;
 * - `confirmation`: a write waiting for the user's word (the reply's `message` says the same
 *   in words, and answering `yes` or `no` works too);
 * - `hostAction`: one of the page's own actions the agent proposes, to run in the page once the
 *   visitor confirms (`message` says the same in words);
 * - `question`: a clarifying question with the answers to pick from (also in `message`);
 * - `messageTree`: `message` parsed into the allow-listed markdown tree, for clients that show
 *   it without a parser of their own;
 * - `intent`: what the agent took the request for (`query`, `create_record`...), for evaluation
 *   and analytics.
 */
export const chatReplySchema = z.looseObject({
  response: z.nullish(z.string()),
  message: z.nullish(z.string()),
  messageTree: z.nullish(messageTreeSchema),
  error: z.nullish(z.string()),
  result: z.nullish(chatResultSchema),
  data: z.nullish(chatResultSchema),
  script_preview: z.nullish(z.string()),
  pending_scripts: z.nullish(z.array(pendingScriptSchema)),
  overwrite_prompt: z.nullish(z.union([z.boolean(), z.string()])),
  conversationId: z.nullish(z.string()),
  caption: z.nullish(z.string()),
  download: z.nullish(z.enum(DOWNLOAD_FORMATS)),
  table: z.nullish(tableLayoutSchema),
  confirmation: z.nullish(confirmationRequestSchema),
  question: z.nullish(clarifyingQuestionSchema),
  hostAction: z.nullish(hostActionProposalSchema),
  intent: z.nullish(z.string()),
});

export type ChatReply = z.infer<typeof chatReplySchema>;
