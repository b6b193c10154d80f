import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSessionExpiry } from '../auth/use-session-expiry.ts';

export interface QueryViewProps<T> {
  readonly query: UseQueryResult<T>;
  /** Upper-case and dotted: what is loading ("TASKS" shows LOADING.TASKS...). */
  readonly label: string;
  /** Whether an answer has nothing to show; `empty` is shown then. */
  readonly isEmpty?: (data: T) => boolean;
  readonly empty?: ReactNode;
  /**
   * What stands in the data's place while it loads, shaped like it, so nothing below moves when
   * it arrives (a layout shift costs the page its Lighthouse score). Without one, a line of text.
   */
  readonly placeholder?: ReactNode;
  readonly children: (data: T) => ReactNode;
}

/**
 * One part of a screen fed by a query, in each of its states: loading, failed (with the server's
 * words and a retry), empty, or the data. A failure after data arrived keeps the data and says
 * the refresh failed. An ended session sends the user to sign in.
 */
export function QueryView<T>({ query, label, isEmpty, empty, placeholder, children }: QueryViewProps<T>) {
  const onSessionError = useSessionExpiry();
  const { error, data, isPending, isError, refetch, isFetching } = query;
  useEffect(() => {
    if (error) onSessionError(error);
  }, [error, onSessionError]);

  if (isPending) {
    if (placeholder === undefined) return <p role="status">LOADING.{label}...</p>;
    return (
      <>
        <p className="visually-hidden" role="status">
          LOADING.{label}...
        </p>
        <div aria-hidden="true">{placeholder}</div>
      </>
    );
  }
  const retry = (
    <button className="button button-small" type="button" disabled={isFetching} onClick={() => void refetch()}>
      RETRY
    </button>
  );
  if (isError && data === undefined) {
    return (
      <div className="query-failed">
        <p className="alert" role="alert">
          {error.message}
        </p>
        {retry}
      </div>
    );
  }
  if (data === undefined) return null;
  return (
    <>
      {isError && (
        <div className="query-failed">
          <p className="alert" role="alert">
            Could not refresh: {error.message}
          </p>
          {retry}
        </div>
      )}
      {isEmpty?.(data) ? <div className="query-empty">{empty}</div> : children(data)}
    </>
  );
}
