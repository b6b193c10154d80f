import { invalidFieldValue } from '../../record-errors.ts';
import type { LineOverride } from '../body/transform-body.ts';
import type { StoredLine } from '../state/stored-transaction.ts';
import { beyondRemaining } from '../transaction-errors.ts';

/**
 * Which of a source's lines a transform takes, and how much of each, as NetSuite reads a
 * transform body: every line with something left, whole, unless the body names it by `orderLine`
 * with a smaller quantity, a zero quantity or `itemReceive: false`; with `replace`, only the lines
 * the body names. Asking for more than is left, or naming a line with nothing left, is refused.
 */

export interface Candidate {
  readonly line: StoredLine;
  /** Units left to take; a line with none left is taken only when named, and then refused. */
  readonly left: number;
}

export interface PickedLine {
  readonly line: StoredLine;
  readonly quantity: number;
  /** A location the body gave for the line. */
  readonly location: number | undefined;
  /** Where the body spoke of the line, for refusals about it. */
  readonly path: string;
}

export interface PickOptions {
  /** Only the lines the body names (`?replace=item`). */
  readonly replace: boolean;
  /** The verb refusals use: receive, fulfill, bill. */
  readonly verb: string;
  /** Whether a line may name its own location (receipts and fulfilments). */
  readonly locations: boolean;
}

export function pickLines(
  candidates: readonly Candidate[],
  overrides: readonly LineOverride[],
  options: PickOptions,
): PickedLine[] {
  const byLine = new Map(candidates.map((candidate) => [candidate.line.id, candidate]));
  const named = new Map<number, { override: LineOverride; path: string }>();
  overrides.forEach((override, index) => {
    const path = `item.items[${index}]`;
    if (!byLine.has(override.orderLine) || named.has(override.orderLine)) {
      throw invalidFieldValue(`${path}.orderLine`, String(override.orderLine));
    }
    if (override.location !== undefined && !options.locations) {
      throw invalidFieldValue(`${path}.location`, String(override.location));
    }
    named.set(override.orderLine, { override, path });
  });
  return candidates.flatMap((candidate): PickedLine[] => {
    const entry = named.get(candidate.line.id);
    if (!entry) {
      if (options.replace || candidate.left <= 0) return [];
      return [
        {
          line: candidate.line,
          quantity: candidate.left,
          location: undefined,
          path: `item (order line ${candidate.line.id})`,
        },
      ];
    }
    const { override, path } = entry;
    if (override.itemReceive === false) return [];
    const quantity = override.quantity ?? candidate.left;
    if (quantity === 0) return [];
    if (quantity > candidate.left) {
      throw beyondRemaining(
        `${path}.quantity`,
        options.verb,
        quantity,
        candidate.line.itemId ?? `line ${candidate.line.id}`,
        candidate.left,
        candidate.line.id,
      );
    }
    return [{ line: candidate.line, quantity, location: override.location, path }];
  });
}
