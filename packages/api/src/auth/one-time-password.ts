import { randomInt } from 'node:crypto';
import { passwordPolicyProblems } from '@erp-agent/core';

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

function draw(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/**
 * A password an admin reads out or pastes to a user once, who must replace it at first sign-in:
 * four groups of five (about 115 bits), dashes between, meeting the strictest policy so it holds
 * whichever policy is in force. A draw that lacks a character class is drawn again.
 */
export function oneTimePassword(): string {
  for (;;) {
    const password = draw();
    if (passwordPolicyProblems(password, 'enterprise').length === 0) return password;
  }
}
