import { useCallback, useState } from 'react';
import { countText } from './list-model.ts';
import type { Noun, ResourceAction } from './resource-config.ts';

/** What the last action did, for the line above the list. */
export interface ActionReport {
  readonly kind: 'done' | 'failed';
  readonly text: string;
  readonly problems: readonly string[];
}

export interface PendingConfirmation<R> {
  readonly action: ResourceAction<R>;
  readonly records: readonly R[];
  readonly onSuccess: (() => void) | undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs an action on one record or many, one after another (so a rule such as the last-admin
 * guard sees each change in turn), asking first when the action wants confirmation, and reports
 * which records failed and why.
 */
export function useActionRunner<R>(noun: Noun, recordLabel: (record: R) => string) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ActionReport>();
  const [pending, setPending] = useState<PendingConfirmation<R>>();

  const execute = useCallback(
    async (action: ResourceAction<R>, records: readonly R[], onSuccess?: () => void): Promise<void> => {
      setPending(undefined);
      setBusy(true);
      setReport(undefined);
      const problems: string[] = [];
      for (const record of records) {
        try {
          await action.run(record);
        } catch (error) {
          problems.push(`${recordLabel(record)}: ${messageOf(error)}`);
        }
      }
      setBusy(false);
      const done = records.length - problems.length;
      if (problems.length > 0) {
        const text =
          records.length === 1
            ? `${action.label} failed.`
            : `${action.label}: done for ${countText(done, noun)}, failed for ${problems.length}.`;
        setReport({ kind: 'failed', text, problems });
      } else if (records.length > 1) {
        setReport({ kind: 'done', text: `${action.label}: done for ${countText(done, noun)}.`, problems: [] });
      }
      if (problems.length === 0) onSuccess?.();
    },
    [noun, recordLabel],
  );

  /** Runs at once, or after the confirmation the action asks for; `onSuccess` when every record succeeded. */
  const request = useCallback(
    async (action: ResourceAction<R>, records: readonly R[], onSuccess?: () => void): Promise<void> => {
      if (action.confirm) setPending({ action, records, onSuccess });
      else await execute(action, records, onSuccess);
    },
    [execute],
  );

  return {
    busy,
    report,
    pending,
    request,
    confirm: () => (pending ? execute(pending.action, pending.records, pending.onSuccess) : Promise.resolve()),
    cancel: () => setPending(undefined),
    dismiss: () => setReport(undefined),
  };
}
