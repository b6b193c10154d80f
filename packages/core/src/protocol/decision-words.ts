import type { ConfirmationDecision } from './confirmation.ts';

const CONFIRM = new Set([
  'yes',
  'y',
  'yep',
  'yeah',
  'yup',
  'sure',
  'ok',
  'okay',
  'confirm',
  'confirmed',
  'approve',
  'approved',
  'go ahead',
  'go for it',
  'do it',
  'proceed',
  'yes please',
  'please do',
  'yes do it',
  'yes go ahead',
  'yes confirm',
  'correct',
  'looks good',
  'sounds good',
  'create it',
  'save it',
  'delete it',
  'update it',
]);

const CANCEL = new Set([
  'no',
  'n',
  'nope',
  'nah',
  'cancel',
  'cancel it',
  'cancelled',
  'stop',
  'abort',
  'never mind',
  'nevermind',
  'no thanks',
  'no thank you',
  'dont',
  'do not',
  "don't",
  'dont do it',
  "don't do it",
  'forget it',
  'no cancel',
]);

/**
 * "yes" or "no" to a pending confirmation, in the ways people type them; undefined for anything
 * else. The API decides a typed answer by it, and the clients mark the confirmation answered.
 */
export function decisionInWords(prompt: string): ConfirmationDecision | undefined {
  const words = prompt
    .toLowerCase()
    .replace(/[.!,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (CONFIRM.has(words)) return 'confirm';
  if (CANCEL.has(words)) return 'cancel';
  return undefined;
}
