import * as z from 'zod/mini';

/** The guided processes of the assistant's picker, as 000 section 3 lists their ids. */
export const PROCESS_IDS = [
  'p2p',
  'o2c',
  'create-record',
  'delete-record',
  'get-report',
  'create-field',
  'customer-update',
  'vendor-update',
] as const;

export const processIdSchema = z.enum(PROCESS_IDS);

export type ProcessId = z.infer<typeof processIdSchema>;
