import { readFile } from 'node:fs/promises';

/** What the page pays for the widget, in gzipped bytes, from the build's dist/size.json. */
export interface WidgetSize {
  readonly loader: number;
  /** The UI chunk and what it imports statically: everything the first open needs. */
  readonly ui: number;
  /** Loaded only when a visitor's use needs them (the CSV writer, the download helper). */
  readonly lazy: Readonly<Record<string, number>>;
  /** Everything a visitor may download: the loader, the UI and every lazy chunk. */
  readonly visitorTotal: number;
  /** Loaded only when a page's developer calls `diagnose()`; never by a visitor. */
  readonly developer: number;
}

export const LOADER_BUDGET = 5 * 1024;
/**
 * Issue #20's budget for everything a visitor may download, and the gate `npm test` enforces
 * (38.7 KB measured: replies bring the markdown tree the API parsed, so no parser ships).
 */
export const VISITOR_BUDGET = 40 * 1024;

export async function widgetSize(): Promise<WidgetSize> {
  const file = new URL('../dist/size.json', import.meta.url);
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    loader: string[];
    ui: string[];
    lazy: string[];
    developer: string[];
    gzipBytes: Record<string, number>;
  };
  const sum = (files: readonly string[]) => files.reduce((total, name) => total + (report.gzipBytes[name] ?? 0), 0);
  return {
    loader: sum(report.loader),
    ui: sum(report.ui),
    lazy: Object.fromEntries(report.lazy.map((name) => [name, report.gzipBytes[name] ?? 0])),
    visitorTotal: sum([...report.loader, ...report.ui, ...report.lazy]),
    developer: sum(report.developer),
  };
}

/** The open-source peers' embed bundles, gzipped, as issue 6 measured them (KB). */
export const PEERS: readonly (readonly [string, number])[] = [
  ['Typebot', 196],
  ['Flowise', 284],
  ['Rasa webchat', 211],
  ['Botpress webchat', 234],
];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
