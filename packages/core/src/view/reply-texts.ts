/** Shown when a reply carries nothing to show (000 section 8). */
export const EMPTY_REPLY_TEXT = "I received your message but couldn't generate a response.";

/** Shown when a failed result does not say why. */
export const UNEXPLAINED_FAILURE_TEXT = 'The request failed and the server gave no reason.';

/** The question a reply with `overwrite_prompt` asks (000 section 4). */
export const OVERWRITE_PROMPT_TEXT = 'Do you want to overwrite the existing project?';

/** The summary lists at most this many records (000 section 9). */
export const SUMMARY_RECORD_LIMIT = 10;
