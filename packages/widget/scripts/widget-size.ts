import { readFile } from 'node:fs/promises';

/** What the page pays for the widget, in gzipped bytes, from the build's dist/size.json. */
export interface WidgetSize {
  readonly loader: number;
  /** The UI chunk and what it imports statically: everything the first open needs. */
  readonly ui: number;
  /** Loaded only when needed: the markdown renderer, the CSV writer. */
  readonly lazy: Readonly<Record<string, number>>;
}

export const LOADER_BUDGET = 5 * 1024;
export const LOADER_AND_UI_BUDGET = 40 * 1024;

export async function widgetSize(): Promise<WidgetSize> {
  const file = new URL('../dist/size.json', import.meta.url);
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    loader: string[];
    ui: string[];
    lazy: string[];
    gzipBytes: Record<string, number>;
  };
  const sum = (files: readonly string[]) => files.reduce((total, name) => total + (report.gzipBytes[name] ?? 0), 0);
  return {
    loader: sum(report.loader),
    ui: sum(report.ui),
    lazy: Object.fromEntries(report.lazy.map((name) => [name, report.gzipBytes[name] ?? 0])),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
