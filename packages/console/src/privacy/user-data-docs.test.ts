import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../api/query-client.ts';
import '../assistant/follow-session.ts';
import '../notifications/notifications-store.ts';
import '../pages/chatbot/chatbot-store.ts';
import '../pages/guided/guided-session.ts';
import { registeredUserData } from './user-data.ts';

/** The repository's docs, from this folder (`import.meta.url` is not a file URL under jsdom). */
const SECURITY_DOC = join(import.meta.dirname, '../../../../docs/security.md');

describe('what the console keeps for a user', () => {
  it('is listed, entry by entry, in docs/security.md', () => {
    const doc = readFileSync(SECURITY_DOC, 'utf8');
    const names = registeredUserData();
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
