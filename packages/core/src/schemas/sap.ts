import * as z from 'zod/mini';

/** The words the API answers SAP Business One failures with. */
export const SAP_MESSAGES = {
  connectFailed: 'Failed to connect to SAP Business One',
  notConnected: 'Not connected to SAP Business One',
  actionFailed: 'SAP Business One refused the change',
} as const;

const text = (label: string, max = 200) =>
  z.string().check(z.trim(), z.minLength(1, `Enter the ${label}`), z.maxLength(max, `The ${label} is too long`));

/**
 * The Service Layer's address as users copy it (`https://sap.example.com:50000`, with or without
 * `/b1s/v2`): the scheme, host and port, and optionally a path ending in the version.
 */
export const SERVICE_LAYER_URL = /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/i;

/** The credentials form: where Service Layer is, the company database and a B1 user. */
export const sapConnectRequestSchema = z.object({
  serviceLayerUrl: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the Service Layer address'),
      z.maxLength(300, 'The Service Layer address is too long'),
      z.regex(SERVICE_LAYER_URL, 'A Service Layer address looks like https://sap.example.com:50000/b1s/v2'),
    ),
  companyDb: text('company database', 100),
  userName: text('user name', 100),
  password: text('password', 256),
});
export type SapConnectRequest = z.input<typeof sapConnectRequestSchema>;

/** What the browser may know of a connection: never the password. */
export const sapConnectionSchema = z.object({
  connected: z.boolean(),
  serviceRoot: z.nullable(z.string()),
  companyDb: z.nullable(z.string()),
  userName: z.nullable(z.string()),
  /** True when the company is the embedded sandbox. */
  sandbox: z.boolean(),
  connectedAt: z.nullable(z.string()),
  verified: z.optional(z.object({ ok: z.boolean(), message: z.nullable(z.string()), at: z.string() })),
});
export type SapConnection = z.infer<typeof sapConnectionSchema>;

export const sapDemoCredentialsSchema = z.object({
  serviceLayerUrl: z.string(),
  companyDb: z.string(),
  userName: z.string(),
  password: z.string(),
});
export type SapDemoCredentials = z.infer<typeof sapDemoCredentialsSchema>;

/** 001 section 4: SAP API, integration and add-on statuses. */
export const SAP_STATES = ['active', 'connected', 'warning', 'disconnected', 'inactive', 'error'] as const;
export const sapStateSchema = z.enum(SAP_STATES);
export type SapState = z.infer<typeof sapStateSchema>;

/** A figure now and over the period before, for the trend arrows; null where nothing was recorded. */
export const sapFigureSchema = z.object({ current: z.nullable(z.number()), previous: z.nullable(z.number()) });
export type SapFigure = z.infer<typeof sapFigureSchema>;

export const SAP_ACTIVITY_TYPES = ['document', 'addon', 'report', 'master-data'] as const;
export const sapActivitySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  details: z.string(),
  type: z.enum(SAP_ACTIVITY_TYPES),
  status: z.enum(['completed', 'pending', 'failed']),
});
export type SapActivity = z.infer<typeof sapActivitySchema>;

/** The dashboard's time ranges (001 section 9): the last hour, 24 hours (the default), 7 or 30 days. */
export const SAP_PERIODS = ['1h', '24h', '7d', '30d'] as const;
export type SapPeriod = (typeof SAP_PERIODS)[number];

/** `GET /api/sap/overview?period=`: the dashboard, every figure counted or measured. */
export const sapOverviewSchema = z.object({
  companyDb: z.string(),
  period: z.enum(SAP_PERIODS),
  counts: z.object({
    documents: z.number(),
    activeDocuments: z.number(),
    users: z.number(),
    activeUsers: z.number(),
    businessPartners: z.number(),
    items: z.number(),
    addOns: z.number(),
    integrations: z.number(),
  }),
  /** Over the period against the one before it, from this product's recorded Service Layer calls. */
  metrics: z.object({
    responseTimeMs: sapFigureSchema,
    successRate: sapFigureSchema,
    syncRate: sapFigureSchema,
    calls: sapFigureSchema,
  }),
  /** Add-ons in error and integrations in warning or disconnected. */
  alerts: z.number(),
  activities: z.array(sapActivitySchema),
});
export type SapOverview = z.infer<typeof sapOverviewSchema>;

export const sapServiceLayerApiSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: sapStateSchema,
  description: z.string(),
  endpoint: z.string(),
  requests24h: z.number(),
  avgResponseTimeMs: z.nullable(z.number()),
  lastUsed: z.nullable(z.string()),
  version: z.string(),
});
export type SapServiceLayerApi = z.infer<typeof sapServiceLayerApiSchema>;

export const sapThirdPartySchema = z.object({
  code: z.string(),
  name: z.string(),
  status: sapStateSchema,
  type: z.string(),
  description: z.string(),
  lastSync: z.nullable(z.string()),
  syncFrequency: z.string(),
  countName: z.string(),
  count: z.number(),
});
export type SapThirdParty = z.infer<typeof sapThirdPartySchema>;

export const sapAddOnSchema = z.object({
  code: z.string(),
  kind: z.enum(['installed', 'connector']),
  name: z.string(),
  version: z.string(),
  vendor: z.string(),
  category: z.string(),
  status: sapStateSchema,
  description: z.string(),
  lastUpdate: z.nullable(z.string()),
  size: z.string(),
  license: z.string(),
  features: z.array(z.string()),
  dependencies: z.array(z.string()),
  supportLevel: z.string(),
  complexity: z.string(),
});
export type SapAddOn = z.infer<typeof sapAddOnSchema>;

/** `GET /api/sap/integrations`. */
export const sapIntegrationsSchema = z.object({
  apis: z.array(sapServiceLayerApiSchema),
  thirdParty: z.array(sapThirdPartySchema),
  connectors: z.array(sapAddOnSchema),
});
export type SapIntegrations = z.infer<typeof sapIntegrationsSchema>;

/** `GET /api/sap/addons`: the company's registered add-ons. The marketplace is SAP's and out of reach. */
export const sapAddOnsSchema = z.object({ installed: z.array(sapAddOnSchema) });
export type SapAddOns = z.infer<typeof sapAddOnsSchema>;

export const SAP_DOCUMENT_GROUPS = ['sales', 'purchase', 'inventory'] as const;
/** 001 section 4. */
export const SAP_DOCUMENT_STATUSES = [
  'open',
  'pending',
  'approved',
  'paid',
  'delivered',
  'received',
  'completed',
  'in-progress',
  'posted',
  'cancelled',
] as const;
export const SAP_DOCUMENT_TYPES = [
  'Sales Order',
  'A/R Invoice',
  'Delivery Note',
  'Purchase Order',
  'Goods Receipt PO',
  'A/P Invoice',
  'Inventory Transfer',
  'Inventory Counting',
  'Inventory Posting',
] as const;

/**
 * The documents PROCESS applies to: orders and deliveries, sales and purchase, which Service
 * Layer's `Close` finishes while open. Invoices close when paid, and inventory documents when posted.
 */
export const SAP_CLOSABLE_DOCUMENT_SETS = [
  'Orders',
  'DeliveryNotes',
  'PurchaseOrders',
  'PurchaseDeliveryNotes',
] as const;

export const sapDocumentSchema = z.object({
  /** The document as people name it: SO 1043, INV 877. */
  id: z.string(),
  entitySet: z.string(),
  key: z.number(),
  group: z.enum(SAP_DOCUMENT_GROUPS),
  type: z.enum(SAP_DOCUMENT_TYPES),
  /** The customer, vendor or warehouse. */
  party: z.string(),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  status: z.enum(SAP_DOCUMENT_STATUSES),
  date: z.string(),
  dueDate: z.nullable(z.string()),
  items: z.number(),
  owner: z.nullable(z.string()),
  priority: z.nullable(z.enum(['high', 'medium', 'low'])),
  /** Whether PROCESS applies now: a document of `SAP_CLOSABLE_DOCUMENT_SETS` still open in Service Layer. */
  closable: z.boolean(),
});
export type SapDocument = z.infer<typeof sapDocumentSchema>;

export const sapDocumentsSchema = z.object({ documents: z.array(sapDocumentSchema), truncated: z.boolean() });
export type SapDocuments = z.infer<typeof sapDocumentsSchema>;

/** One line of a document: the item, where it is, how many, and at what price where the document has one. */
export const sapDocumentLineSchema = z.object({
  item: z.string(),
  description: z.string(),
  /** The warehouse, or `from → to` on a transfer. */
  warehouse: z.string(),
  /** Ordered, delivered or invoiced; counted on a counting or posting. */
  quantity: z.number(),
  price: z.nullable(z.number()),
  total: z.nullable(z.number()),
});
export type SapDocumentLine = z.infer<typeof sapDocumentLineSchema>;

/** `GET /api/sap/documents/{entitySet}/{key}`: VIEW and EXPORT of one document, with its lines. */
export const sapDocumentDetailSchema = z.object({
  document: sapDocumentSchema,
  lines: z.array(sapDocumentLineSchema),
});
export type SapDocumentDetail = z.infer<typeof sapDocumentDetailSchema>;

export const sapCrystalReportSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  status: sapStateSchema,
  lastRun: z.nullable(z.string()),
  runtime: z.string(),
  size: z.string(),
  format: z.string(),
  schedule: z.string(),
  owner: z.string(),
  parameters: z.array(z.string()),
});
export type SapCrystalReport = z.infer<typeof sapCrystalReportSchema>;

/** A built-in report, its record count read from the company now. */
export const sapSystemReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  type: z.literal('Built-in'),
  lastGenerated: z.string(),
  records: z.number(),
  owner: z.string(),
});
export type SapSystemReport = z.infer<typeof sapSystemReportSchema>;

export const sapScheduleSchema = z.object({
  code: z.string(),
  name: z.string(),
  report: z.string(),
  frequency: z.string(),
  nextRun: z.nullable(z.string()),
  recipients: z.array(z.string()),
  format: z.string(),
  status: z.enum(['active', 'paused']),
});
export type SapSchedule = z.infer<typeof sapScheduleSchema>;

/** `GET /api/sap/reports`. */
export const sapReportsSchema = z.object({
  crystal: z.array(sapCrystalReportSchema),
  system: z.array(sapSystemReportSchema),
  schedules: z.array(sapScheduleSchema),
});
export type SapReports = z.infer<typeof sapReportsSchema>;

/** The state actions of the SAP screens (001 section 4), each a change made through Service Layer. */
export const SAP_ACTIONS = {
  addon: ['enable', 'disable'],
  connector: ['activate', 'deactivate'],
  integration: ['connect', 'sync'],
  schedule: ['pause', 'resume'],
  document: ['process'],
} as const;

export const sapActionRequestSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('addon'), code: z.string(), action: z.enum(SAP_ACTIONS.addon) }),
  z.object({ target: z.literal('connector'), code: z.string(), action: z.enum(SAP_ACTIONS.connector) }),
  z.object({ target: z.literal('integration'), code: z.string(), action: z.enum(SAP_ACTIONS.integration) }),
  z.object({ target: z.literal('schedule'), code: z.string(), action: z.enum(SAP_ACTIONS.schedule) }),
  /** PROCESS: Service Layer's `Close` of an open order or delivery. */
  z.object({
    target: z.literal('document'),
    entitySet: z.enum(SAP_CLOSABLE_DOCUMENT_SETS),
    key: z.int().check(z.positive()),
    action: z.enum(SAP_ACTIONS.document),
  }),
]);
export type SapActionRequest = z.infer<typeof sapActionRequestSchema>;
