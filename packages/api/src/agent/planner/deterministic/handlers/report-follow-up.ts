import type { Filter } from '../../../netsuite/query-spec.ts';
import { findMentioned } from '../directory.ts';
import { periodBefore, readPeriodBefore } from '../understand/period-before.ts';
import { CONTINUING, REFERS_BACK } from './follow-up.ts';
import type { Handled, Request } from './handler.ts';
import { listRecords, querySpecFromReading, unplacedWords } from './query-handler.ts';
import { runReport } from './report-handler.ts';

/**
 * A request that continues the report just shown: "just the top 3", "and at the Manchester
 * Warehouse?", "and for the month before?", and after the inventory report "which are below the
 * reorder point?". Undefined when the words ask something new, or hold a word it cannot place.
 */
export async function followReport(request: Request): Promise<Handled | undefined> {
  const last = request.state.last;
  if (last?.kind !== 'report') return undefined;
  const { reading } = request;
  const text = reading.text;
  const inventory = last.reportId === 'inventory_on_hand';
  const named = reading.records.filter(
    (found) => !(found.kind === 'location' || (inventory && (found.kind === 'item' || found.kind === 'itemLocation'))),
  );
  if (named.length > 0) return undefined;

  // The inventory report narrowed by a stock condition: item stock levels at the location shown
  // (reorder points are per location), else items by their stock across locations.
  if (inventory && (reading.stock.state !== undefined || reading.stock.quantities.length > 0)) {
    const perLocation = last.parameters.locationId !== undefined || reading.stock.state !== undefined;
    const built = await querySpecFromReading(request, perLocation ? 'itemLocation' : 'item');
    if (built.kind === 'stop') return built.handled;
    const location: Filter[] = last.parameters.locationId
      ? [{ kind: 'location', id: last.parameters.locationId, name: 'the location shown' }]
      : [];
    const filters = built.value.filters.some((filter) => filter.kind === 'location')
      ? built.value.filters
      : [...built.value.filters, ...location];
    return listRecords(request, { ...built.value, filters });
  }

  const before = readPeriodBefore(text);
  const [location] = await findMentioned(request.session.tools, 'location', text);
  const continues =
    CONTINUING.test(text) || REFERS_BACK.test(text) || before !== undefined || /^(?:top|first)\b/.test(text);
  if (!continues || !(before || reading.limit || reading.date || location)) return undefined;
  const placed = new Set([
    ...(before?.phrase.split(/\s+/) ?? []),
    ...(location?.name.toLowerCase().split(/[^a-z0-9]+/) ?? []),
    'top',
    'first',
    'same',
  ]);
  const unplaced = unplacedWords(request, new Set()).filter((word) => !placed.has(word));
  if (unplaced.length > 0) return undefined;

  if (before) {
    const { from, to } = last.parameters;
    if (!from || !to) return undefined;
    const period = periodBefore(from, to, before.unit);
    return runReport({ ...request, reading: { ...reading, date: undefined } }, last.reportId, {
      ...last.parameters,
      ...period,
    });
  }
  const { limit: _limit, ...kept } = last.parameters;
  return runReport(request, last.reportId, kept);
}
