import * as z from 'zod/mini';

/**
 * One row of a result set. Values are whatever the ERP returned: strings, numbers, null, or
 * NetSuite reference objects such as `{ id, refName }`.
 */
export const resultRecordSchema = z.record(z.string(), z.unknown());

export type ResultRecord = z.infer<typeof resultRecordSchema>;
