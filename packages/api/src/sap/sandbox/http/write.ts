import { money } from '../generate/days.ts';
import { commit, OBJECT_TYPES } from '../generate/documents.ts';
import type { EntityRecord, EntitySetSpec, MarketingDocumentSet, PropertySpec } from '../schema/entity-sets.ts';
import type { CompanyStore } from '../store/company-store.ts';
import {
  entityDoesNotExist,
  invalidBodyProperty,
  ServiceLayerError,
  serviceNotFound,
  validationFailed,
} from './service-layer-error.ts';

function isMarketingDocument(set: string): set is MarketingDocumentSet {
  return set in OBJECT_TYPES;
}

function checkValue(name: string, spec: PropertySpec, value: unknown): unknown {
  if (value === null) return null;
  switch (spec.kind) {
    case 'integer':
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (
        typeof number !== 'number' ||
        !Number.isFinite(number) ||
        (spec.kind === 'integer' && !Number.isInteger(number))
      )
        throw new ServiceLayerError(400, -1000, `Value '${String(value)}' is not valid for property '${name}'`);
      return number;
    }
    case 'date': {
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}/.test(value) ||
        Number.isNaN(Date.parse(value.slice(0, 10)))
      )
        throw new ServiceLayerError(400, -1000, `Value '${String(value)}' is not valid for property '${name}'`);
      return value.slice(0, 10);
    }
    case 'enum': {
      const values = spec.values ?? [];
      if (typeof value !== 'string' || !values.includes(value))
        throw new ServiceLayerError(
          400,
          -1004,
          `'${String(value)}' is not a valid value for property '${name}'. The valid values are: ${values.map((v) => `'${v}'`).join(', ')}`,
        );
      return value;
    }
    case 'collection': {
      if (!Array.isArray(value)) throw new ServiceLayerError(400, -1000, `Value is not valid for property '${name}'`);
      return value.map((row: unknown) => {
        if (row === null || typeof row !== 'object')
          throw new ServiceLayerError(400, -1000, `Value is not valid for property '${name}'`);
        return Object.fromEntries(
          Object.entries(row).map(([field, fieldValue]) => {
            const fieldSpec = spec.row?.[field];
            if (!fieldSpec) throw new ServiceLayerError(400, -1000, `Property '${field}' of '${name}' is invalid`);
            return [field, checkValue(field, fieldSpec, fieldValue)];
          }),
        );
      });
    }
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** The body's properties, each known to the entity type and of its type. */
function checkedBody(spec: EntitySetSpec, body: unknown): EntityRecord {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ServiceLayerError(400, -1000, 'Invalid request body');
  const checked: EntityRecord = {};
  for (const [name, value] of Object.entries(body)) {
    const property = spec.properties[name];
    if (!property) throw invalidBodyProperty(name, spec.typeName);
    checked[name] = checkValue(name, property, value);
  }
  return checked;
}

function find(store: CompanyStore, spec: EntitySetSpec, key: string | number): EntityRecord | undefined {
  return store.records(spec.name).find((record) => record[spec.key] === key);
}

function nextNumber(records: readonly EntityRecord[], field: string): number {
  return records.reduce((max, record) => Math.max(max, Number(record[field] ?? 0)), 0) + 1;
}

const PURCHASE_SETS = new Set(['PurchaseOrders', 'PurchaseDeliveryNotes', 'PurchaseInvoices']);

/** A marketing document as the DI layer completes it: partner name, line prices and totals, numbering. */
function completeDocument(store: CompanyStore, spec: EntitySetSpec, body: EntityRecord): EntityRecord {
  const header = spec.table;
  const partner = store.records('BusinessPartners').find((record) => record.CardCode === body.CardCode);
  const expected = PURCHASE_SETS.has(spec.name) ? 'cSupplier' : 'cCustomer';
  if (typeof body.CardCode !== 'string' || body.CardCode === '')
    throw validationFailed(`Specify a business partner code [${header}.CardCode]`);
  if (!partner || partner.CardType !== expected)
    throw validationFailed(`Invalid BP code [${header}.CardCode] , '${body.CardCode}'`);
  if (partner.Valid === 'tNO' || partner.Frozen === 'tYES')
    throw validationFailed(`Business partner '${body.CardCode}' is inactive [${header}.CardCode]`);
  const lines = (body.DocumentLines as EntityRecord[] | undefined) ?? [];
  if (lines.length === 0) throw validationFailed('No matching records found; document has no lines [DocumentLines]');
  const items = store.records('Items');
  const priceList = PURCHASE_SETS.has(spec.name) ? 2 : 1;
  const completedLines = lines.map((line, index) => {
    if (typeof line.ItemCode !== 'string' || line.ItemCode === '')
      throw validationFailed(
        `Item number is missing; specify an item number [DocumentLines.ItemCode][line: ${index + 1}]`,
      );
    const item = items.find((record) => record.ItemCode === line.ItemCode);
    if (!item)
      throw validationFailed(
        `Invalid item number [${spec.lineTable}.ItemCode][line: ${index + 1}] , '${line.ItemCode}'`,
      );
    const quantity = Number(line.Quantity ?? 0);
    if (!(quantity > 0))
      throw validationFailed(`Quantity must be greater than zero [${spec.lineTable}.Quantity][line: ${index + 1}]`);
    const listed = (item.ItemPrices as { PriceList: number; Price: number }[]).find(
      (row) => row.PriceList === priceList,
    );
    const price = line.Price === undefined || line.Price === null ? (listed?.Price ?? 0) : Number(line.Price);
    return {
      LineNum: index,
      ItemCode: item.ItemCode,
      ItemDescription: line.ItemDescription ?? item.ItemName,
      Quantity: quantity,
      Price: price,
      Currency: '$',
      LineTotal: money(quantity * price),
      WarehouseCode: line.WarehouseCode ?? item.DefaultWarehouse ?? '01',
      LineStatus: 'bost_Open',
      BaseType: line.BaseType ?? -1,
      BaseEntry: line.BaseEntry ?? null,
      BaseLine: line.BaseLine ?? null,
    };
  });
  const records = store.records(spec.name);
  const entry = nextNumber(records, 'DocEntry');
  const today = store.today;
  const total = money(completedLines.reduce((sum, line) => sum + line.LineTotal, 0));
  return {
    DocEntry: entry,
    DocNum: nextNumber(records, 'DocNum'),
    DocType: 'dDocument_Items',
    DocDate: body.DocDate ?? today,
    DocDueDate: body.DocDueDate ?? body.DocDate ?? today,
    TaxDate: body.TaxDate ?? body.DocDate ?? today,
    CardCode: partner.CardCode,
    CardName: partner.CardName,
    NumAtCard: body.NumAtCard ?? '',
    DocTotal: total,
    VatSum: 0,
    PaidToDate: 0,
    DocCurrency: '$',
    DocumentStatus: 'bost_Open',
    Cancelled: 'tNO',
    Confirmed: body.Confirmed ?? 'tYES',
    Comments: body.Comments ?? '',
    SalesPersonCode: body.SalesPersonCode ?? partner.SalesPersonCode ?? -1,
    U_Priority: body.U_Priority ?? 'M',
    DocumentLines: completedLines,
  };
}

/** What an open order holds against its partner and stock, added (1) or released (-1). */
function holdOpenOrder(store: CompanyStore, set: string, document: EntityRecord, sign: 1 | -1): void {
  if (set !== 'Orders' && set !== 'PurchaseOrders') return;
  const items = store.records('Items');
  for (const line of document.DocumentLines as { ItemCode: string; Quantity: number; WarehouseCode: string }[]) {
    const item = items.find((record) => record.ItemCode === line.ItemCode);
    if (set === 'Orders')
      commit(item, line.WarehouseCode, 'Committed', 'QuantityOrderedByCustomers', sign * line.Quantity);
    else commit(item, line.WarehouseCode, 'Ordered', 'QuantityOrderedFromVendors', sign * line.Quantity);
  }
  if (set === 'Orders') {
    const partner = store.records('BusinessPartners').find((record) => record.CardCode === document.CardCode);
    if (partner)
      partner.OpenOrdersBalance = money(Number(partner.OpenOrdersBalance ?? 0) + sign * Number(document.DocTotal));
  }
}

export function createEntity(store: CompanyStore, spec: EntitySetSpec, body: unknown): EntityRecord {
  if (!spec.creatable) throw new ServiceLayerError(405, -1, `Operation not allowed on ${spec.name}`);
  const checked = checkedBody(spec, body);
  const records = store.records(spec.name);
  let record: EntityRecord;
  if (isMarketingDocument(spec.name)) {
    record = completeDocument(store, spec, checked);
    holdOpenOrder(store, spec.name, record, 1);
  } else {
    const key = checked[spec.key];
    if (key === undefined || key === null || key === '')
      throw validationFailed(`Code undefined  [${spec.table}.${spec.key}]`);
    if (find(store, spec, key as string | number)) {
      throw new ServiceLayerError(
        400,
        -10,
        spec.name === 'BusinessPartners'
          ? `1320000140 - Business partner code '${String(key)}' already assigned to a business partner; enter a unique business partner code`
          : `1320000140 - Code '${String(key)}' already exists [${spec.table}.${spec.key}]`,
      );
    }
    record = Object.fromEntries(
      Object.keys(spec.properties).map((name) => [name, checked[name] ?? defaultValue(spec, name, store.today)]),
    );
  }
  records.push(record);
  return record;
}

function defaultValue(spec: EntitySetSpec, name: string, today: string): unknown {
  const property = spec.properties[name];
  if (name === 'CreateDate' || name === 'UpdateDate') return today;
  if (name === 'Valid') return 'tYES';
  if (name === 'Frozen' || name === 'Locked') return 'tNO';
  if (property?.kind === 'collection') return [];
  if (property?.kind === 'number') return 0;
  return null;
}

export function updateEntity(store: CompanyStore, spec: EntitySetSpec, key: string | number, body: unknown): void {
  const record = find(store, spec, key);
  if (!record) throw entityDoesNotExist(String(key));
  const checked = checkedBody(spec, body);
  if (spec.key in checked && checked[spec.key] !== key)
    throw validationFailed(`Field cannot be updated [${spec.table}.${spec.key}]`);
  for (const name of ['DocEntry', 'DocNum', 'DocTotal', 'DocumentLines', 'DocumentStatus', 'CardCode']) {
    if (isMarketingDocument(spec.name) && name in checked && checked[name] !== record[name])
      throw validationFailed(`Field cannot be updated [${spec.table}.${name}]`);
  }
  Object.assign(record, checked);
  if ('UpdateDate' in spec.properties) record.UpdateDate = store.today;
}

export function deleteEntity(store: CompanyStore, spec: EntitySetSpec, key: string | number): void {
  if (!spec.deletable) throw new ServiceLayerError(405, -1, `Operation not allowed on ${spec.name}`);
  const records = store.records(spec.name);
  const index = records.findIndex((record) => record[spec.key] === key);
  if (index < 0) throw entityDoesNotExist(String(key));
  records.splice(index, 1);
}

/** `Orders(12)/Close` and `/Cancel`: closes an open document, releasing what it held. */
export function documentAction(store: CompanyStore, spec: EntitySetSpec, key: string | number, action: string): void {
  if (!isMarketingDocument(spec.name) || (action !== 'Close' && action !== 'Cancel')) throw serviceNotFound();
  const record = find(store, spec, key);
  if (!record) throw entityDoesNotExist(String(key));
  if (record.DocumentStatus !== 'bost_Open') throw validationFailed('Document is already closed');
  holdOpenOrder(store, spec.name, record, -1);
  record.DocumentStatus = 'bost_Close';
  for (const line of record.DocumentLines as EntityRecord[]) line.LineStatus = 'bost_Close';
  if (action === 'Cancel') record.Cancelled = 'tYES';
}
