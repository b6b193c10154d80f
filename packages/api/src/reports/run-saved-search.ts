import type { ReportRun, SavedSearchRunResult } from '@erp-agent/core';
import type { NetsuiteConnector } from '../netsuite/connector/index.ts';
import type { RunStore } from './run-store.ts';

export interface RunRequest {
  readonly accountId: string;
  readonly searchId: string;
  readonly userId: string | null;
  readonly scheduleId?: string | null;
  readonly trigger: ReportRun['trigger'];
}

/** Rows a CSV export reads at most: 50 pages of NetSuite's largest page. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE_SIZE = 1000;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a saved search through the bridge and records the run with the time it took, measured
 * here: a failure is recorded too, and thrown on.
 */
export async function runAndRecord(
  connector: NetsuiteConnector,
  runs: RunStore,
  request: RunRequest,
  page: { readonly pageSize: number; readonly pageIndex: number },
): Promise<{ readonly result: SavedSearchRunResult; readonly run: ReportRun }> {
  const startedAt = new Date();
  const started = performance.now();
  try {
    const result = await connector.bridge('savedSearch.run', { searchId: request.searchId, ...page });
    const run = await runs.record({
      ...request,
      status: 'ok',
      rows: result.totalResults,
      durationMs: Math.round(performance.now() - started),
      startedAt,
    });
    return { result, run };
  } catch (error) {
    await runs.record({
      ...request,
      status: 'failed',
      rows: null,
      durationMs: Math.round(performance.now() - started),
      error: message(error),
      startedAt,
    });
    throw error;
  }
}

/** Every page of a search, up to EXPORT_MAX_ROWS, recorded as one run. */
export async function runAllPages(
  connector: NetsuiteConnector,
  runs: RunStore,
  request: RunRequest,
): Promise<{ readonly result: SavedSearchRunResult; readonly run: ReportRun; readonly truncated: boolean }> {
  const startedAt = new Date();
  const started = performance.now();
  try {
    const first = await connector.bridge('savedSearch.run', {
      searchId: request.searchId,
      pageSize: EXPORT_PAGE_SIZE,
      pageIndex: 0,
    });
    const results = [...first.results];
    const pages = Math.min(first.pageCount, EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);
    for (let pageIndex = 1; pageIndex < pages; pageIndex += 1) {
      const next = await connector.bridge('savedSearch.run', {
        searchId: request.searchId,
        pageSize: EXPORT_PAGE_SIZE,
        pageIndex,
      });
      results.push(...next.results);
    }
    const run = await runs.record({
      ...request,
      status: 'ok',
      rows: first.totalResults,
      durationMs: Math.round(performance.now() - started),
      startedAt,
    });
    return { result: { ...first, results }, run, truncated: first.pageCount > pages };
  } catch (error) {
    await runs.record({
      ...request,
      status: 'failed',
      rows: null,
      durationMs: Math.round(performance.now() - started),
      error: message(error),
      startedAt,
    });
    throw error;
  }
}
