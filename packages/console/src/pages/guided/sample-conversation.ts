import type { ChatMessage } from '@erp-agent/core';

/** The prompt the sample conversation's "run it" button sends for real. */
export const SAMPLE_PROMPT = 'Run the A/R aging report';

/**
 * The picker's sample conversation about reports (000 section 4: six messages, Get Report). It is
 * marked as a sample on screen and carries no figures: it shows how a conversation goes, and the
 * real answer is one click away.
 */
const SAMPLE_TURNS: readonly { sender: ChatMessage['sender']; text: string }[] = [
  { sender: 'user', text: 'Which reports can you run?' },
  {
    sender: 'bot',
    text: 'A/R aging, A/P aging, sales by customer, sales by item, open orders, inventory on hand and the income statement for any period, plus your saved searches.',
  },
  { sender: 'user', text: SAMPLE_PROMPT },
  {
    sender: 'bot',
    text: 'I run A/R aging as of today: open invoices per customer in current, 1-30, 31-60, 61-90 and over 90 days overdue. The answer is a table you can download as CSV.',
  },
  { sender: 'user', text: 'Save that as a saved search called Overdue receivables' },
  {
    sender: 'bot',
    text: 'I show the saved search first (its name, record type and filters) with Confirm and Cancel. Nothing is created in your account until you confirm.',
  },
];

/** The sample's messages, a minute apart and ending now. */
export function sampleMessages(now: number = Date.now()): ChatMessage[] {
  return SAMPLE_TURNS.map((turn, index) => ({
    id: `sample-${index}`,
    sender: turn.sender,
    time: now - (SAMPLE_TURNS.length - 1 - index) * 60_000,
    view: { kind: 'text', text: turn.text },
    origin: 'local',
  }));
}
