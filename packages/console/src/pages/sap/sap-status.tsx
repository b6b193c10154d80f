import type { ReactNode } from 'react';

/**
 * 001 section 4's colours: active, connected, open, approved, completed and posted green; warning,
 * pending and in-progress yellow; paid, delivered and received blue; error and disconnected red;
 * inactive, paused and cancelled grey.
 */
const TONE: Readonly<Record<string, 'ok' | 'warning' | 'info' | 'error' | 'off'>> = {
  active: 'ok',
  connected: 'ok',
  open: 'ok',
  approved: 'ok',
  completed: 'ok',
  posted: 'ok',
  warning: 'warning',
  pending: 'warning',
  'in-progress': 'warning',
  paid: 'info',
  delivered: 'info',
  received: 'info',
  error: 'error',
  disconnected: 'error',
  failed: 'error',
};

export function SapStatus({ status }: { status: string }) {
  return (
    <span className="status-dot" data-state={TONE[status] ?? 'off'}>
      {status}
    </span>
  );
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date or a moment from Service Layer; 'Never' when there is none. */
export function SapDate({ at, time = false }: { at: string | null; time?: boolean }) {
  if (at === null || at === '') return <>Never</>;
  return <time dateTime={at}>{(time ? moment : day).format(new Date(at))}</time>;
}

/** The options of an exact-match filter: every value the records hold, sorted. */
export function optionsOf(values: readonly string[]) {
  return [...new Set(values)]
    .filter((value) => value !== '')
    .sort()
    .map((value) => ({ value, label: value }));
}

/** A card's facts as a definition list: label, value. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="facts sap-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
