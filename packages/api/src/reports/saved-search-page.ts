import type { AccountSavedSearch, ReportStatus, SavedSearchPage, SavedSearchView } from '@erp-agent/core';
import type { NetsuiteConnector } from '../netsuite/connector/index.ts';
import { describeSearch } from './describe-search.ts';
import type { NoteStore } from './note-store.ts';
import { reportCategory } from './report-category.ts';
import type { RunStore } from './run-store.ts';
import type { ScheduleStore } from './schedule-store.ts';

export interface ReportStores {
  readonly runs: RunStore;
  readonly notes: NoteStore;
  readonly schedules: ScheduleStore;
}

const ACTIVE_WITHIN_MS = 30 * 86_400_000;

export function reportStatus(
  last: { readonly status: string; readonly startedAt: string } | null,
  now = new Date(),
): ReportStatus {
  if (last === null) return 'inactive';
  if (last.status === 'failed') return 'error';
  return now.getTime() - Date.parse(last.startedAt) <= ACTIVE_WITHIN_MS ? 'active' : 'inactive';
}

const typeWord = (recordType: string) => recordType.charAt(0).toUpperCase() + recordType.slice(1);

/** Runs `work` on every item, a few at a time, keeping their order. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The account's saved searches as NETSUITE.REPORTS shows them: each one's definition read back
 * (for its category and, lacking a note, its description), and what the product measured of its
 * runs and schedules.
 */
export async function readSavedSearchPage(
  connector: NetsuiteConnector,
  stores: ReportStores,
  accountId: string,
): Promise<SavedSearchPage> {
  const [{ items }, summaries, notes, schedules, avgRuntimeMs] = await Promise.all([
    connector.bridge('savedSearch.list', {}),
    stores.runs.summaries(accountId),
    stores.notes.all(accountId),
    stores.schedules.list(accountId),
    stores.runs.averageMs(accountId),
  ]);
  const definitions = await eachLimited(items, 4, (item) =>
    connector.bridge('savedSearch.load', { searchId: item.searchId }).catch(() => undefined),
  );
  const scheduled = new Set(schedules.filter((row) => row.status === 'active').map((row) => row.searchId));
  const searches = items.map((item, index): AccountSavedSearch => {
    const definition = definitions[index];
    const filters = definition?.filters ?? [];
    const note = notes.get(item.searchId);
    const summary = summaries.get(item.searchId);
    return {
      id: item.searchId,
      scriptId: item.scriptId,
      title: item.title,
      description: note ?? describeSearch(item.recordType, filters),
      described: note !== undefined,
      category: reportCategory(item.recordType, filters),
      type: typeWord(item.recordType),
      recordType: item.recordType,
      owner: item.owner ?? null,
      shared: definition?.isPublic ?? item.isPublic ?? false,
      scheduled: scheduled.has(item.searchId),
      status: reportStatus(summary?.last ?? null),
      lastRun: summary?.last ?? null,
      records: summary?.lastOk?.rows ?? null,
      avgRuntimeMs: summary?.avgMs ?? null,
      dateCreated: item.dateCreated ?? null,
    };
  });
  return { searches, avgRuntimeMs };
}

/** VIEW: the definition as the account holds it, the note and the latest runs. */
export async function readSavedSearchView(
  connector: NetsuiteConnector,
  stores: ReportStores,
  accountId: string,
  searchId: string,
): Promise<SavedSearchView> {
  const [definition, notes, runs] = await Promise.all([
    connector.bridge('savedSearch.load', { searchId }),
    stores.notes.all(accountId),
    stores.runs.recent(accountId, searchId),
  ]);
  return {
    id: definition.searchId,
    scriptId: definition.scriptId,
    title: definition.title,
    recordType: definition.recordType,
    shared: definition.isPublic,
    description: notes.get(definition.searchId) ?? describeSearch(definition.recordType, definition.filters),
    filters: definition.filters,
    columns: definition.columns,
    runs,
  };
}
