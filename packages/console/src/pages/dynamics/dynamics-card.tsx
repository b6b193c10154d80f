import { Fragment, type ReactNode } from 'react';

/** 001 section 4: active or connected green, warning yellow, inactive or paused grey, error or disconnected red. */
const STATE_OF: Readonly<Record<string, 'ok' | 'warning' | 'error' | undefined>> = {
  active: 'ok',
  connected: 'ok',
  published: 'ok',
  on: 'ok',
  warning: 'warning',
  error: 'error',
  disconnected: 'error',
};

export function StatusText({ status }: { readonly status: string }) {
  return (
    <span className="status-dot" data-state={STATE_OF[status]}>
      {status}
    </span>
  );
}

export interface DynamicsCardProps {
  readonly title: string;
  readonly description?: string | null;
  readonly status: string;
  /** Label and value pairs; a null value reads as a dash. */
  readonly facts: readonly (readonly [string, ReactNode])[];
  readonly children?: ReactNode;
}

/** One record of a Dynamics 365 screen as a card: its name, status, description and figures. */
export function DynamicsCard({ title, description, status, facts, children }: DynamicsCardProps) {
  return (
    <article className="dynamics-card">
      <h2 className="dynamics-card-title">{title}</h2>
      <StatusText status={status} />
      {description ? <p className="muted">{description}</p> : null}
      {children}
      <dl className="facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '-'}</dd>
          </Fragment>
        ))}
      </dl>
    </article>
  );
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp from Dataverse as the screens show it; null when the record has none. */
export function formatWhen(value: string | null): string | null {
  return value === null ? null : when.format(new Date(value));
}

/** A share in percent, one decimal; null when nothing was measured. */
export function formatPercent(value: number | null): string | null {
  return value === null ? null : `${value.toFixed(1)}%`;
}

export const countFormat = new Intl.NumberFormat('en-US');
