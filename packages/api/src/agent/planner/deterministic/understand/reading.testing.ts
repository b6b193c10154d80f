import { normalize } from '../deterministic-planner.ts';
import { wordsToDigits } from '../text/numbers.ts';
import { type Reading, readRequest } from './read-request.ts';

/** The day the understanding tests read dates against: a Wednesday late in the year. */
export const TEST_TODAY = '2026-11-25';

/** A request read as the planner reads it (after the speller, which these tests leave out). */
export function read(prompt: string): Reading {
  return readRequest(wordsToDigits(normalize(prompt)), TEST_TODAY);
}
