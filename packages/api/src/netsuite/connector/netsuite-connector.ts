import type { IntegrationStateChange } from '@erp-agent/core';
import type { BridgeAction, BridgePayload, BridgeResult } from '../bridge/index.ts';
import { type BridgeCallOptions, callBridge } from './bridge-call.ts';
import type { CollectedRows } from './collect-pages.ts';
import {
  createConnectorContext,
  type NetsuiteConnectorConfig,
  type NetsuiteConnectorOptions,
} from './connector-context.ts';
import { NetsuiteConnectorError } from './connector-error.ts';
import { type CreatedRecord, type CreateRecordOptions, createRecord } from './create-record.ts';
import { type ChangedIntegration, setIntegrationState } from './integration-records.ts';
import {
  type CallOptions,
  deleteRecord,
  type GetRecordOptions,
  getRecord,
  type ListRecordsOptions,
  listRecords,
  type NetsuiteRecord,
  type RecordBody,
  type RecordTypeSchema,
  recordMetadata,
  updateRecord,
  upsertRecord,
} from './records.ts';
import type { RecordKey } from './rest-urls.ts';
import {
  deploySdfProject,
  readSdfObject,
  type SdfCallOptions,
  type SdfObjectXml,
  type SdfOutcome,
  validateSdfProject,
} from './sdf-projects.ts';
import { runSuiteql, type SuiteqlOptions, type SuiteqlResult } from './suiteql.ts';
import { type TransformRecordOptions, transformRecord } from './transform-record.ts';

export type NetsuiteVerification =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: NetsuiteConnectorError };

/**
 * One user's way into one NetSuite account, real or the embedded sandbox alike. Every call is
 * signed with the user's token, retried where that is safe, and fails with a
 * `NetsuiteConnectorError`.
 */
export interface NetsuiteConnector {
  readonly accountId: string;
  /** Runs a SuiteQL query, reading pages up to `maxRows` (1000 by default). */
  suiteql(query: string, options?: SuiteqlOptions): Promise<SuiteqlResult>;
  getRecord(type: string, key: RecordKey, options?: GetRecordOptions): Promise<NetsuiteRecord>;
  listRecords(type: string, options?: ListRecordsOptions): Promise<CollectedRows<{ readonly id: string }>>;
  /** Creates a record carrying an external id, so a lost answer is never repeated into a duplicate. */
  createRecord(type: string, body: RecordBody, options?: CreateRecordOptions): Promise<CreatedRecord>;
  /**
   * Makes a record of `toType` from an existing one (`!transform`): an item receipt or bill from
   * a purchase order, a fulfilment or invoice from a sales order, a payment from a bill or
   * invoice. Like a create, it carries an external id and is never repeated into a duplicate.
   */
  transformRecord(
    fromType: string,
    key: RecordKey,
    toType: string,
    body?: RecordBody,
    options?: TransformRecordOptions,
  ): Promise<CreatedRecord>;
  /** Changes the fields given and leaves the rest. */
  updateRecord(type: string, key: RecordKey, body: RecordBody, options?: CallOptions): Promise<void>;
  /** Creates or replaces the record with this external id. */
  upsertRecord(
    type: string,
    externalId: string,
    body: RecordBody,
    options?: CallOptions,
  ): Promise<{ readonly id: string }>;
  deleteRecord(type: string, key: RecordKey, options?: CallOptions): Promise<void>;
  /** The record type's fields as JSON Schema. */
  recordMetadata(type: string, options?: CallOptions): Promise<RecordTypeSchema>;
  /** A call to the bridge RESTlet: saved searches. */
  bridge<A extends BridgeAction>(
    action: A,
    payload: BridgePayload<A>,
    options?: BridgeCallOptions,
  ): Promise<BridgeResult<A>>;
  /** Whether NetSuite accepts the credentials, for connecting an account before storing them. */
  verify(options?: CallOptions): Promise<NetsuiteVerification>;
  /** SuiteCloud projects, on the embedded sandbox only: see sdf-projects.ts. */
  readonly sdf: {
    validate(archive: Uint8Array, options?: SdfCallOptions): Promise<SdfOutcome>;
    deploy(archive: Uint8Array, options?: SdfCallOptions): Promise<SdfOutcome>;
    object(scriptId: string, options?: SdfCallOptions): Promise<SdfObjectXml>;
  };
  /** Integration records, enabled or blocked on the embedded sandbox only: see integration-records.ts. */
  readonly integrations: {
    setState(id: string, state: IntegrationStateChange['state'], options?: SdfCallOptions): Promise<ChangedIntegration>;
  };
}

/**
 * The cheapest call every role that may use REST web services can make. A query NetSuite refuses
 * as invalid (an account without subsidiaries) still proves the credentials: NetSuite checks
 * them before it reads the query, and answers a bad login with 401 whatever the query.
 */
const VERIFY_QUERY = 'SELECT id FROM subsidiary FETCH FIRST 1 ROWS ONLY';

export function createNetsuiteConnector(
  config: NetsuiteConnectorConfig,
  options: NetsuiteConnectorOptions = {},
): NetsuiteConnector {
  const ctx = createConnectorContext(config, options);
  return {
    accountId: config.accountId,
    suiteql: (query, suiteqlOptions) => runSuiteql(ctx, query, suiteqlOptions),
    getRecord: (type, key, getOptions) => getRecord(ctx, type, key, getOptions),
    listRecords: (type, listOptions) => listRecords(ctx, type, listOptions),
    createRecord: (type, body, createOptions) => createRecord(ctx, type, body, createOptions),
    transformRecord: (fromType, key, toType, body, transformOptions) =>
      transformRecord(ctx, fromType, key, toType, body, transformOptions),
    updateRecord: (type, key, body, callOptions) => updateRecord(ctx, type, key, body, callOptions),
    upsertRecord: (type, externalId, body, callOptions) => upsertRecord(ctx, type, externalId, body, callOptions),
    deleteRecord: (type, key, callOptions) => deleteRecord(ctx, type, key, callOptions),
    recordMetadata: (type, callOptions) => recordMetadata(ctx, type, callOptions),
    bridge: (action, payload, bridgeOptions) => callBridge(ctx, action, payload, bridgeOptions),
    sdf: {
      validate: (archive, sdfOptions) => validateSdfProject(ctx, archive, sdfOptions),
      deploy: (archive, sdfOptions) => deploySdfProject(ctx, archive, sdfOptions),
      object: (scriptId, sdfOptions) => readSdfObject(ctx, scriptId, sdfOptions),
    },
    integrations: {
      setState: (id, state, callOptions) => setIntegrationState(ctx, id, state, callOptions),
    },
    verify: async (callOptions = {}) => {
      try {
        await runSuiteql(ctx, VERIFY_QUERY, { maxRows: 1, ...callOptions });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof NetsuiteConnectorError)) throw error;
        // Only NetSuite's own refusal of the query, in its envelope, proves it read the credentials.
        const refusedQuery = error.code === 'invalid_request' && error.details.length > 0;
        return refusedQuery ? { ok: true } : { ok: false, error };
      }
    },
  };
}
