export { createRow } from './create-row.ts';
export { getRow } from './get-row.ts';
export { queryRows } from './query-rows.ts';
export { updateRow } from './update-row.ts';
