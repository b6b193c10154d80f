import type { SapDocument } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/query-view.tsx';
import { sapDocumentQuery } from '../../../sap/sap-queries.ts';
import { Facts, SapDate, SapStatus } from '../sap-status.tsx';

const figure = (value: number | null) =>
  value === null ? '–' : value.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** VIEW on SAP.DOCUMENTS: the document's header and its lines, read now from Service Layer. */
export function DocumentDetails({ document }: { readonly document: SapDocument }) {
  const query = useQuery(sapDocumentQuery(document.entitySet, document.key));
  return (
    <>
      <p>
        {document.type} · {document.party} · <SapStatus status={document.status} />
      </p>
      <QueryView query={query} label="DOCUMENT">
        {({ document: current, lines }) => (
          <>
            <Facts
              facts={[
                ['AMOUNT', current.amount === null ? '–' : `${current.currency ?? ''} ${figure(current.amount)}`],
                ['DATE', <SapDate key="date" at={current.date} />],
                ['DUE', <SapDate key="due" at={current.dueDate} />],
                ['OWNER', current.owner ?? '–'],
                ['PRIORITY', current.priority ?? '–'],
              ]}
            />
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll lines wider than a phone */}
            <section className="table-scroll" tabIndex={0} aria-label={`Lines of ${current.id}, scrollable`}>
              <table className="data-table" aria-label={`Lines of ${current.id}`}>
                <thead>
                  <tr>
                    <th scope="col">ITEM</th>
                    <th scope="col">DESCRIPTION</th>
                    <th scope="col">WAREHOUSE</th>
                    <th scope="col">QUANTITY</th>
                    <th scope="col">PRICE</th>
                    <th scope="col">TOTAL</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines are read whole and never reordered
                    <tr key={index}>
                      <td>
                        <code>{line.item}</code>
                      </td>
                      <td>{line.description}</td>
                      <td>{line.warehouse}</td>
                      <td>{figure(line.quantity)}</td>
                      <td>{figure(line.price)}</td>
                      <td>{figure(line.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
