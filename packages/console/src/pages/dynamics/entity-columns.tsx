import type { DynamicsEntity } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view.tsx';
import { dynamicsTableColumnsQuery } from '../../dynamics/dynamics-queries.ts';

const yes = (value: boolean) => (value ? 'yes' : 'no');

/** VIEW on DYNAMICS.ENTITIES: the table's columns as EntityDefinitions describes them. */
export function EntityColumns({ entity }: { readonly entity: DynamicsEntity }) {
  const query = useQuery(dynamicsTableColumnsQuery(entity.id));
  return (
    <>
      <p className="muted">
        <code>{entity.name}</code> · {entity.custom ? `custom, by ${entity.owner ?? 'its publisher'}` : 'standard'} ·{' '}
        {entity.records.toLocaleString('en-US')} rows
      </p>
      <QueryView query={query} label="COLUMNS">
        {(columns) => (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll a table wider than a phone
          <section className="table-scroll" tabIndex={0} aria-label={`Columns of ${entity.displayName}, scrollable`}>
            <table className="data-table" aria-label={`Columns of ${entity.displayName}`}>
              <thead>
                <tr>
                  <th scope="col">COLUMN</th>
                  <th scope="col">DISPLAY.NAME</th>
                  <th scope="col">TYPE</th>
                  <th scope="col">CUSTOM</th>
                  <th scope="col">VALID.FOR.CREATE</th>
                </tr>
              </thead>
              <tbody>
                {columns.map((column) => (
                  <tr key={column.name}>
                    <td>
                      <code>{column.name}</code>
                      {column.primaryId ? ' (id)' : column.primaryName ? ' (primary)' : ''}
                    </td>
                    <td>{column.displayName}</td>
                    <td>{column.type}</td>
                    <td>{yes(column.custom)}</td>
                    <td>{yes(column.validForCreate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </QueryView>
    </>
  );
}
