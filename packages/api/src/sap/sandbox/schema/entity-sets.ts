/**
 * The part of SAP Business One's Service Layer data model the sandbox serves: entity set names,
 * keys and property names as Service Layer's own `$metadata` spells them (`BusinessPartners`,
 * `CardCode`, `DocumentStatus`, `ItemWarehouseInfoCollection`...), so that a request written for
 * the sandbox runs unchanged on a real company and one the real service refuses is refused here.
 */

/** How a property's values are compared, sorted and written on the wire. */
export type PropertyKind =
  | 'string'
  | 'integer'
  | 'number'
  /** A calendar day, kept as `YYYY-MM-DD`; v2 writes it as a DateTimeOffset at midnight UTC. */
  | 'date'
  /** One of Service Layer's enumerations (`bost_Open`, `cCustomer`, `tYES`). */
  | 'enum'
  /** A collection of complex values (document lines, warehouse rows). */
  | 'collection';

export interface PropertySpec {
  readonly kind: PropertyKind;
  /** The members an `enum` accepts. */
  readonly values?: readonly string[];
  /** The properties of a collection's rows. */
  readonly row?: Readonly<Record<string, PropertySpec>>;
}

export type EntityRecord = Record<string, unknown>;

export interface EntitySetSpec {
  readonly name: string;
  /** The entity type's name, as errors about its properties name it (`BusinessPartner`). */
  readonly typeName: string;
  readonly key: string;
  readonly keyKind: 'string' | 'integer';
  /** The database table, as SAP's validation messages name it (`OCRD`, `ORDR`). */
  readonly table: string;
  /** The lines' table of a marketing document (`RDR1`). */
  readonly lineTable?: string;
  readonly properties: Readonly<Record<string, PropertySpec>>;
  /** Whether POST may create entities; PATCH is allowed on every set. */
  readonly creatable: boolean;
  readonly deletable: boolean;
}

const string: PropertySpec = { kind: 'string' };
const integer: PropertySpec = { kind: 'integer' };
const number: PropertySpec = { kind: 'number' };
const date: PropertySpec = { kind: 'date' };
const enumOf = (...values: string[]): PropertySpec => ({ kind: 'enum', values });
const yesNo = enumOf('tYES', 'tNO');
const collection = (row: Record<string, PropertySpec>): PropertySpec => ({ kind: 'collection', row });

export const DOCUMENT_STATUSES = ['bost_Open', 'bost_Close', 'bost_Paid', 'bost_Delivered'] as const;

const documentLine = {
  LineNum: integer,
  ItemCode: string,
  ItemDescription: string,
  Quantity: number,
  Price: number,
  Currency: string,
  LineTotal: number,
  WarehouseCode: string,
  LineStatus: enumOf('bost_Open', 'bost_Close'),
  BaseType: integer,
  BaseEntry: integer,
  BaseLine: integer,
};

/** Every marketing document (orders, deliveries, invoices, their purchase sides) shares the Document type. */
const documentProperties: Record<string, PropertySpec> = {
  DocEntry: integer,
  DocNum: integer,
  DocType: enumOf('dDocument_Items', 'dDocument_Service'),
  DocDate: date,
  DocDueDate: date,
  TaxDate: date,
  CardCode: string,
  CardName: string,
  NumAtCard: string,
  DocTotal: number,
  VatSum: number,
  PaidToDate: number,
  DocCurrency: string,
  DocumentStatus: enumOf(...DOCUMENT_STATUSES),
  Cancelled: yesNo,
  Confirmed: yesNo,
  Comments: string,
  SalesPersonCode: integer,
  U_Priority: enumOf('H', 'M', 'L'),
  DocumentLines: collection(documentLine),
};

function documentSet(name: string, table: string, lineTable: string): EntitySetSpec {
  return {
    name,
    typeName: 'Document',
    key: 'DocEntry',
    keyKind: 'integer',
    table,
    lineTable,
    properties: documentProperties,
    creatable: true,
    deletable: false,
  };
}

/** Sales documents, in the order of the sales cycle. */
export const SALES_DOCUMENT_SETS = ['Orders', 'DeliveryNotes', 'Invoices'] as const;
/** Purchase documents: orders, goods receipt POs, A/P invoices. */
export const PURCHASE_DOCUMENT_SETS = ['PurchaseOrders', 'PurchaseDeliveryNotes', 'PurchaseInvoices'] as const;
export type MarketingDocumentSet = (typeof SALES_DOCUMENT_SETS)[number] | (typeof PURCHASE_DOCUMENT_SETS)[number];

/**
 * A user-defined table (UDT) as Service Layer exposes it: the set `U_<TABLE>`, key `Code`, a
 * `Name`, and each user field as `U_<Field>`. Add-on registrations, third-party connections,
 * Crystal report layouts and their schedules live in such tables, as an integration's own data
 * does in a real company: Service Layer has no standard entity for them.
 */
function userTable(name: string, fields: readonly string[]): EntitySetSpec {
  return {
    name,
    typeName: name,
    key: 'Code',
    keyKind: 'string',
    table: `@${name.slice(2)}`,
    properties: { Code: string, Name: string, ...Object.fromEntries(fields.map((field) => [field, string])) },
    creatable: true,
    deletable: true,
  };
}

export const ENTITY_SETS: readonly EntitySetSpec[] = [
  {
    name: 'BusinessPartners',
    typeName: 'BusinessPartner',
    key: 'CardCode',
    keyKind: 'string',
    table: 'OCRD',
    properties: {
      CardCode: string,
      CardName: string,
      CardType: enumOf('cCustomer', 'cSupplier', 'cLid'),
      GroupCode: integer,
      Phone1: string,
      EmailAddress: string,
      City: string,
      Country: string,
      Currency: string,
      CreditLimit: number,
      CurrentAccountBalance: number,
      OpenOrdersBalance: number,
      OpenDeliveryNotesBalance: number,
      SalesPersonCode: integer,
      Valid: yesNo,
      Frozen: yesNo,
      CreateDate: date,
    },
    creatable: true,
    deletable: true,
  },
  {
    name: 'Items',
    typeName: 'Item',
    key: 'ItemCode',
    keyKind: 'string',
    table: 'OITM',
    properties: {
      ItemCode: string,
      ItemName: string,
      ItemsGroupCode: integer,
      InventoryItem: yesNo,
      SalesItem: yesNo,
      PurchaseItem: yesNo,
      InventoryUOM: string,
      QuantityOnStock: number,
      QuantityOrderedFromVendors: number,
      QuantityOrderedByCustomers: number,
      MinInventory: number,
      DefaultWarehouse: string,
      Valid: yesNo,
      Frozen: yesNo,
      CreateDate: date,
      UpdateDate: date,
      ItemPrices: collection({ PriceList: integer, Price: number, Currency: string }),
      ItemWarehouseInfoCollection: collection({
        WarehouseCode: string,
        InStock: number,
        Committed: number,
        Ordered: number,
        MinimalStock: number,
        MaximalStock: number,
      }),
    },
    creatable: true,
    deletable: true,
  },
  {
    name: 'ItemGroups',
    typeName: 'ItemGroups',
    key: 'Number',
    keyKind: 'integer',
    table: 'OITB',
    properties: { Number: integer, GroupName: string },
    creatable: false,
    deletable: false,
  },
  {
    name: 'Warehouses',
    typeName: 'Warehouse',
    key: 'WarehouseCode',
    keyKind: 'string',
    table: 'OWHS',
    properties: { WarehouseCode: string, WarehouseName: string, City: string, Inactive: yesNo },
    creatable: false,
    deletable: false,
  },
  {
    name: 'SalesPersons',
    typeName: 'SalesPerson',
    key: 'SalesEmployeeCode',
    keyKind: 'integer',
    table: 'OSLP',
    properties: { SalesEmployeeCode: integer, SalesEmployeeName: string, Active: yesNo },
    creatable: false,
    deletable: false,
  },
  documentSet('Orders', 'ORDR', 'RDR1'),
  documentSet('DeliveryNotes', 'ODLN', 'DLN1'),
  documentSet('Invoices', 'OINV', 'INV1'),
  documentSet('PurchaseOrders', 'OPOR', 'POR1'),
  documentSet('PurchaseDeliveryNotes', 'OPDN', 'PDN1'),
  documentSet('PurchaseInvoices', 'OPCH', 'PCH1'),
  {
    name: 'StockTransfers',
    typeName: 'StockTransfer',
    key: 'DocEntry',
    keyKind: 'integer',
    table: 'OWTR',
    lineTable: 'WTR1',
    properties: {
      DocEntry: integer,
      DocNum: integer,
      DocDate: date,
      DueDate: date,
      FromWarehouse: string,
      ToWarehouse: string,
      DocumentStatus: enumOf('bost_Open', 'bost_Close'),
      Comments: string,
      StockTransferLines: collection({
        LineNum: integer,
        ItemCode: string,
        ItemDescription: string,
        Quantity: number,
        FromWarehouseCode: string,
        WarehouseCode: string,
      }),
    },
    creatable: false,
    deletable: false,
  },
  {
    name: 'InventoryCountings',
    typeName: 'InventoryCounting',
    key: 'DocumentEntry',
    keyKind: 'integer',
    table: 'OINC',
    properties: {
      DocumentEntry: integer,
      DocumentNumber: integer,
      CountDate: date,
      DocumentStatus: enumOf('cdsOpen', 'cdsClosed'),
      Remarks: string,
      InventoryCountingLines: collection({
        LineNumber: integer,
        ItemCode: string,
        ItemDescription: string,
        WarehouseCode: string,
        InWarehouseQuantity: number,
        CountedQuantity: number,
        Variance: number,
      }),
    },
    creatable: false,
    deletable: false,
  },
  {
    name: 'InventoryPostings',
    typeName: 'InventoryPosting',
    key: 'DocumentEntry',
    keyKind: 'integer',
    table: 'OIQR',
    properties: {
      DocumentEntry: integer,
      DocumentNumber: integer,
      PostingDate: date,
      CountDate: date,
      Remarks: string,
      InventoryPostingLines: collection({
        LineNumber: integer,
        ItemCode: string,
        ItemDescription: string,
        WarehouseCode: string,
        CountedQuantity: number,
        Price: number,
      }),
    },
    creatable: false,
    deletable: false,
  },
  {
    name: 'Users',
    typeName: 'User',
    key: 'InternalKey',
    keyKind: 'integer',
    table: 'OUSR',
    properties: {
      InternalKey: integer,
      UserCode: string,
      UserName: string,
      eMail: string,
      Department: integer,
      Superuser: yesNo,
      Locked: yesNo,
    },
    creatable: false,
    deletable: false,
  },
  {
    name: 'SQLQueries',
    typeName: 'SQLQuery',
    key: 'SqlCode',
    keyKind: 'string',
    table: 'OUQR',
    properties: {
      SqlCode: string,
      SqlName: string,
      SqlText: string,
      ParamList: string,
      CreateDate: date,
      UpdateDate: date,
    },
    creatable: true,
    deletable: true,
  },
  userTable('U_ERPA_ADDONS', [
    'U_Kind',
    'U_Version',
    'U_Vendor',
    'U_Category',
    'U_Status',
    'U_Description',
    'U_LastUpdate',
    'U_Size',
    'U_License',
    'U_Features',
    'U_Depends',
    'U_Support',
    'U_Complexity',
  ]),
  userTable('U_ERPA_CONNECT', [
    'U_Type',
    'U_Status',
    'U_Description',
    'U_LastSync',
    'U_Frequency',
    'U_CountName',
    'U_Count',
  ]),
  userTable('U_ERPA_REPORTS', [
    'U_Description',
    'U_Category',
    'U_Status',
    'U_LastRun',
    'U_Runtime',
    'U_Size',
    'U_Format',
    'U_Schedule',
    'U_Owner',
    'U_Params',
  ]),
  userTable('U_ERPA_SCHED', ['U_Report', 'U_Frequency', 'U_NextRun', 'U_Recipients', 'U_Format', 'U_Status']),
];

const byName = new Map(ENTITY_SETS.map((set) => [set.name, set]));

export function entitySet(name: string): EntitySetSpec | undefined {
  return byName.get(name);
}
