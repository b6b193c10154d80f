import { readdir, readFile } from 'node:fs/promises';

/** What the page pays for the widget, in gzipped bytes, from the build's dist/size.json. */
export interface WidgetSize {
  readonly loader: number;
  /** The UI chunk and what it imports statically: everything the first open needs. */
  readonly ui: number;
  /** Loaded only when a visitor's use needs them (the CSV download). */
  readonly lazy: Readonly<Record<string, number>>;
  /** Loaded only when a page's developer calls `diagnose()`. */
  readonly developer: number;
  /** Every file the build wrote for a browser to load, diagnose.mjs included: what the budget counts. */
  readonly total: number;
  /** Scripts in dist/ the build did not measure (left by another build): the total cannot be trusted. */
  readonly unmeasured: readonly string[];
}

export const LOADER_BUDGET = 5 * 1024;
/**
 * Issue #20's budget for everything a visitor may download, every chunk counted (diagnose.mjs too,
 * though only a developer's call loads it), and the gate `npm test` enforces. Measured 2026-11-28:
 * 40,760 bytes, 39.8 KB (the UI chunk 35,219, diagnose 2,754, the loader 1,971, the CSV download
 * 603, the identity reader both share 213).
 */
export const TOTAL_BUDGET = 40 * 1024;

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
    developer: sum(report.developer),
    // Every file the build measured, whichever group it was put in: a chunk no group names still counts.
    total: sum(Object.keys(report.gzipBytes)),
    unmeasured: (await browserScripts()).filter((name) => !(name in report.gzipBytes)),
  };
}

/** The scripts a browser could load from dist/ (types/ and source maps are for tools), as paths under it. */
async function browserScripts(): Promise<string[]> {
  const files = await readdir(new URL('../dist/', import.meta.url), { recursive: true });
  return files
    .filter((name) => /\.m?js$/.test(name) && !name.startsWith('types/'))
    .map((name) => name.replaceAll('\\', '/'));
}

/** An open-source peer's embed bundle, gzipped, and where the figure comes from. */
export interface Peer {
  readonly name: string;
  readonly kilobytes: number;
  readonly measured: string;
}

export const PEERS: readonly Peer[] = [
  { name: 'Typebot', kilobytes: 196, measured: 'issue 6' },
  { name: 'Flowise', kilobytes: 284, measured: 'issue 6' },
  { name: 'Rasa webchat', kilobytes: 211, measured: 'issue 6' },
  { name: 'Botpress webchat', kilobytes: 234, measured: 'issue 6' },
  // `npm pack deep-chat@2.4.2`: dist/deepChat.bundle.js, the file its docs put in a script tag
  // (self-contained, 403,543 bytes), gzipped at level 9 as this check gzips ours: 111,242 bytes.
  { name: 'deep-chat 2.4.2', kilobytes: 108.6, measured: '2026-11-28' },
];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
