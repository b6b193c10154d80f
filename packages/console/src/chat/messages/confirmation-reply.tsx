import {
  type ConfirmationDecision,
  type ConfirmationView,
  formatCell,
  formatMessageTime,
  formatPreviewField,
  toTableView,
} from '@erp-agent/core';
import { CodeBlock } from '../../components/code-block/index.ts';
import { FormattedReply } from './formatted-reply.tsx';
import { TableHead, TableRow } from './table-rows.tsx';

const DECIDED_TEXT: Readonly<Record<ConfirmationDecision, string>> = {
  confirm: 'CONFIRMED',
  cancel: 'CANCELLED',
};

/**
 * A write waiting for the user's word: what will be done, to which record, with which values,
 * and Confirm / Cancel. Once answered (by a button or in words), the answer shows instead of the
 * buttons; a preview a later one replaced says so.
 */
export function ConfirmationReply({
  view,
  decision,
  superseded = false,
  disabled,
  onDecide,
}: {
  view: ConfirmationView;
  decision: ConfirmationDecision | undefined;
  /** A later preview replaced this one before anyone answered it. */
  superseded?: boolean;
  disabled: boolean;
  onDecide: (decision: ConfirmationDecision) => void;
}) {
  const { confirmation } = view;
  const { preview } = confirmation;
  // The reply's words already say it all (fields, changes, rows, files as code): the tables are for
  // a preview that came without them, so nothing is shown twice.
  const tables = view.message === undefined;
  const rows = tables ? (preview.rows ?? []) : [];
  const rowsTable =
    rows.length > 0
      ? toTableView(rows, undefined, preview.columns ? { columns: preview.columns } : undefined)
      : undefined;
  return (
    <div className="confirmation" data-risk={confirmation.risk}>
      <p className="confirmation-title">
        <span className="tag" data-risk={confirmation.risk}>
          {confirmation.risk.toUpperCase()}
        </span>{' '}
        {confirmation.title}
      </p>
      {view.message !== undefined && <FormattedReply markdown={view.message} />}
      <dl className="facts">
        <dt>ACTION</dt>
        <dd>{preview.action}</dd>
        <dt>RECORD</dt>
        <dd>{preview.recordLabel}</dd>
        {preview.target && (
          <>
            <dt>TARGET</dt>
            <dd>{preview.target}</dd>
          </>
        )}
      </dl>
      {tables && preview.fields && preview.fields.length > 0 && (
        <div className="table-scroll">
          <table className="data-table" aria-label="Fields">
            <TableHead headings={['FIELD', 'VALUE']} />
            <tbody>
              {preview.fields.map((field) => (
                <tr key={field.name}>
                  <td>{field.label}</td>
                  <td>
                    {typeof field.value === 'string' && field.value.includes('\n') ? (
                      <CodeBlock code={field.value} language={undefined} />
                    ) : (
                      formatPreviewField(field)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {tables && preview.changes && preview.changes.length > 0 && (
        <div className="table-scroll">
          <table className="data-table" aria-label="Changes">
            <TableHead headings={['FIELD', 'FROM', 'TO']} />
            <tbody>
              {preview.changes.map((change) => (
                <tr key={change.name}>
                  <td>{change.label}</td>
                  <td>{formatCell(change.from)}</td>
                  <td>{formatCell(change.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rowsTable !== undefined && (
        <div className="table-scroll">
          <table className="data-table" aria-label="Rows affected">
            <TableHead headings={rowsTable.headings} columns={rowsTable.columnDetails} />
            <tbody>
              {rowsTable.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a preview's rows never reorder
                <TableRow key={index} row={row} columns={rowsTable.columnDetails} rowIndex={index + 2} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {superseded && decision === undefined ? (
        <p className="tag" data-decision="superseded">
          REPLACED.BY.A.LATER.PREVIEW
        </p>
      ) : decision === undefined ? (
        <>
          <p className="muted">
            Nothing is written until you confirm. This preview expires at{' '}
            <time dateTime={confirmation.expiresAt}>{formatMessageTime(Date.parse(confirmation.expiresAt))}</time>.
          </p>
          <div className="option-row">
            <button
              className="button button-solid button-small"
              type="button"
              disabled={disabled}
              onClick={() => onDecide('confirm')}
            >
              Confirm
            </button>
            <button
              className="button button-small"
              type="button"
              disabled={disabled}
              onClick={() => onDecide('cancel')}
            >
              Cancel
            </button>
          </div>
        </>
      ) : (
        <p className="tag" data-decision={decision}>
          {DECIDED_TEXT[decision]}
        </p>
      )}
    </div>
  );
}
