import * as z from 'zod/mini';

/**
 * One row of a result set. Values are whatever the ERP returned: strings, numbers, null, or
 * NetSuite reference objects such as `{ id, refName }`.
 */
export const resultRecordSchema = z.record(z.string(), z.unknown());

export type ResultRecord = z.infer<typeof resultRecordSchema>;

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

/**
 * The reply envelope, with exactly the field names the prototype's backend used (000 sections 3,
 * 4 and 7), so a client written for it keeps working. `conversationId` is ours: the server's id
 * for the conversation, sent back on the next request to keep context.
 */
export const chatReplySchema = z.looseObject({
  response: z.nullish(z.string()),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
  result: z.nullish(chatResultSchema),
  data: z.nullish(chatResultSchema),
  script_preview: z.nullish(z.string()),
  pending_scripts: z.nullish(z.array(pendingScriptSchema)),
  overwrite_prompt: z.nullish(z.union([z.boolean(), z.string()])),
  conversationId: z.nullish(z.string()),
});

export type ChatReply = z.infer<typeof chatReplySchema>;
