/** Prefix of a table's CSV download (000 section 4). */
export const TABLE_FILE_PREFIX = 'table-data';

/** Prefix of a chat export (000 section 4). */
export const CHAT_FILE_PREFIX = 'ns-erp-chat';

/** `prefix-YYYY-MM-DD.extension`, on the user's own calendar day. */
export function datedFileName(prefix: string, extension: string, date: Date = new Date()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return `${prefix}-${day}.${extension}`;
}
