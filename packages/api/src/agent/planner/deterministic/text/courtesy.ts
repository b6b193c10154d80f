/**
 * What people say around a request that is courtesy, not part of it: a greeting before ("morning!",
 * "hi team,"), thanks or a please after ("... thanks", "... please"). Only at the edges: "this
 * morning" inside a request is a time, and stays.
 */
const GREETING =
  /^\s*(?:(?:hi|hello|hey|hiya|greetings|yo)(?:\s+(?:there|team|all|everyone|folks|guys|again))?(?:\s*[!,.:;–—-]+\s*|\s+)|(?:good\s+)?(?:morning|afternoon|evening)(?:\s+(?:there|team|all|everyone|folks|guys))?\s*[!,.:;–—-]+\s*|good\s+(?:morning|afternoon|evening|day)(?:\s+(?:there|team|all|everyone|folks|guys))?\s+)/i;

/** "Quick one -", "quick question:", "one more thing,": a lead-in, not part of the request. */
const LEAD_IN =
  /^\s*(?:quick (?:one|question|q)|one (?:more )?(?:thing|question)|another (?:one|question)|question|q|for (?:the |my |our |this |a )?(?:[a-z-]+ ){0,3}(?:pack|deck|meeting|review|presentation|call|board|audit|month-end|month end|close))\s*(?:[!,.:;–—-]+\s*|\s+(?=what|which|who|how|when|where|can|could|do|does|is|are)\b)/i;

const THANKS =
  /(?:\s*[,.;!-]\s*|\s+)(?:(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it|ta)(?:\s+(?:so much|very much|a lot|in advance|again|mate))?|please|pls|plz)\s*[!.]*\s*$/i;

/** The request without the courtesy at its edges; the words as they were when nothing else is left. */
export function withoutCourtesy(prompt: string): string {
  let text = prompt;
  for (;;) {
    const next = text.replace(GREETING, '').replace(LEAD_IN, '').replace(THANKS, '');
    if (next === text) break;
    text = next;
  }
  return text.trim() === '' ? prompt : text.trim();
}
