import type { SapDocumentDetail, SapDocumentLine } from '@erp-agent/core';
import { ApiError } from '../../../lib/api-error.ts';
import { type SapConnector, SapConnectorError, type SapRecord } from '../../../sap/connector/index.ts';
import { DOCUMENT_SOURCES, documentView } from './documents-view.ts';

const notFound = (key: number) =>
  new ApiError(404, 'sap_record_not_found', `There is no document ${key} of that kind in this company.`);

/** The document kind behind an entity set the screen lists, or 404. */
function documentSource(entitySet: string, key: number) {
  const source = DOCUMENT_SOURCES.find((candidate) => candidate.set === entitySet);
  if (!source) throw notFound(key);
  return source;
}

/** The sales employee who owns a document, by name. */
async function ownersOf(sap: SapConnector, record: SapRecord): Promise<Map<number, string>> {
  const code = Number(record.SalesPersonCode);
  if (!Number.isInteger(code) || code === -1) return new Map();
  const person = await sap.get('SalesPersons', code, ['SalesEmployeeName']);
  return new Map([[code, String(person.SalesEmployeeName)]]);
}

/** The first of the values that is a number, or null. */
const firstNumber = (...values: unknown[]): number | null =>
  values.find((value): value is number => typeof value === 'number') ?? null;

/** A line of any document kind: marketing lines have a price, inventory lines a counted quantity or two warehouses. */
function lineView(line: SapRecord): SapDocumentLine {
  const warehouse =
    typeof line.FromWarehouseCode === 'string'
      ? `${line.FromWarehouseCode} → ${String(line.WarehouseCode ?? '')}`
      : String(line.WarehouseCode ?? '');
  return {
    item: String(line.ItemCode ?? ''),
    description: String(line.ItemDescription ?? ''),
    warehouse,
    quantity: firstNumber(line.Quantity, line.CountedQuantity) ?? 0,
    price: firstNumber(line.Price),
    total: firstNumber(line.LineTotal),
  };
}

/** VIEW and EXPORT: one document as the screen shows it, with its lines, read now from Service Layer. */
export async function loadDocument(sap: SapConnector, entitySet: string, key: number): Promise<SapDocumentDetail> {
  const source = documentSource(entitySet, key);
  const record = await sap.get(source.set, key).catch((error: unknown) => {
    if (error instanceof SapConnectorError && error.code === 'not_found') throw notFound(key);
    throw error;
  });
  const lines = Array.isArray(record[source.lines]) ? (record[source.lines] as SapRecord[]) : [];
  return { document: documentView(source, record, await ownersOf(sap, record)), lines: lines.map(lineView) };
}
