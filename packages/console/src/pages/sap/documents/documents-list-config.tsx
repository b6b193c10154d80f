import { SAP_DOCUMENT_STATUSES, type SapDocument } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../../components/resource-list/index.ts';
import { Facts, SapDate, SapStatus } from '../sap-status.tsx';

/** 001 section 9: a document is active while open, pending or in progress. */
export const isActiveDocument = (document: SapDocument) =>
  document.status === 'open' || document.status === 'pending' || document.status === 'in-progress';

const isDone = (document: SapDocument) =>
  ['paid', 'delivered', 'received', 'completed', 'posted'].includes(document.status);

function amountOf(document: SapDocument): string {
  if (document.amount === null) return '–';
  const figure = document.amount.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return document.currency === null ? figure : `${document.currency} ${figure}`;
}

function DocumentCard({ document }: { document: SapDocument }) {
  return (
    <>
      <div className="sap-card-heading">
        <h2 className="sap-card-title">
          {document.id} · {document.type}
        </h2>
        <SapStatus status={document.status} />
      </div>
      <p>{document.party}</p>
      <Facts
        facts={[
          ['AMOUNT', amountOf(document)],
          ['DATE', <SapDate key="date" at={document.date} />],
          ['DUE', <SapDate key="due" at={document.dueDate} />],
          ['LINES', document.items],
          ['OWNER', document.owner ?? '–'],
          ['PRIORITY', document.priority ?? '–'],
        ]}
      />
    </>
  );
}

/** What the screen lets the signed-in user do to a document. */
export interface DocumentActions {
  /** VIEW: the document with its lines. */
  readonly view: (document: SapDocument) => void;
  /** EXPORT: its lines as CSV. */
  readonly export: (document: SapDocument) => Promise<unknown>;
  /** PROCESS: Service Layer's `Close` of an open order or delivery; left out for a role that may not. */
  readonly process?: (document: SapDocument) => Promise<unknown>;
}

/**
 * SAP.DOCUMENTS as a configuration of the generic list: the company's sales, purchase and
 * inventory documents, searched by number, type and customer, vendor or warehouse (001 section 5).
 * VIEW shows a document's lines, EXPORT downloads them, PROCESS closes an open order or delivery
 * in the company, after asking.
 */
export function documentsListConfig(actions: DocumentActions): ResourceListConfig<SapDocument> {
  const rowActions: ResourceAction<SapDocument>[] = [
    { id: 'view', label: 'VIEW', run: actions.view },
    { id: 'export', label: 'EXPORT', run: actions.export },
  ];
  if (actions.process) {
    rowActions.push({
      id: 'process',
      label: 'PROCESS',
      available: (document) => document.closable,
      confirm: ([document]) =>
        `Close ${document?.id ?? 'this document'} in SAP Business One? Nothing more will be delivered or received against it, and it cannot be reopened.`,
      run: actions.process,
    });
  }
  return {
    label: 'SAP documents',
    noun: { one: 'document', other: 'documents' },
    recordId: (document) => `${document.entitySet}:${document.key}`,
    recordLabel: (document) => document.id,
    columns: [
      { id: 'id', header: 'DOCUMENT', cell: (document) => document.id, sortValue: (document) => document.key },
      { id: 'date', header: 'DATE', cell: (document) => document.date, sortValue: (document) => document.date },
      { id: 'amount', header: 'AMOUNT', cell: amountOf, sortValue: (document) => document.amount },
    ],
    search: {
      label: 'SEARCH.DOCUMENTS',
      placeholder: 'Number, type, customer or vendor',
      fields: [(document) => document.id, (document) => document.type, (document) => document.party],
    },
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: SAP_DOCUMENT_STATUSES.map((status) => ({ value: status, label: status })),
        value: (document) => document.status,
      },
    ],
    tabs: [
      { id: 'sales', label: 'SALES', keep: (document) => document.group === 'sales' },
      { id: 'purchase', label: 'PURCHASE', keep: (document) => document.group === 'purchase' },
      { id: 'inventory', label: 'INVENTORY', keep: (document) => document.group === 'inventory' },
    ],
    defaultSort: { column: 'date', direction: 'desc' },
    layout: { kind: 'cards', card: (document) => <DocumentCard document={document} /> },
    pageSize: 12,
    rowActions,
    tiles: [
      { label: 'TOTAL.DOCUMENTS', value: (documents) => documents.length },
      { label: 'ACTIVE.DOCUMENTS', value: (documents) => documents.filter(isActiveDocument).length },
      {
        label: 'PENDING',
        value: (documents) => documents.filter((document) => document.status === 'pending').length,
      },
      { label: 'COMPLETED', value: (documents) => documents.filter(isDone).length },
    ],
    emptyText: 'This company has no sales, purchase or inventory documents yet.',
  };
}
