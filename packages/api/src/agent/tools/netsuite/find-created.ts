import { isNetsuiteConnectorError, type NetsuiteConnector } from '../../../netsuite/connector/index.ts';

/**
 * The internal id of the record of `recordType` carrying `externalId`, or undefined when there is
 * none: how a confirmed write cut short learns whether NetSuite made its record.
 */
export async function findCreated(
  connector: NetsuiteConnector,
  recordType: string,
  externalId: string,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  try {
    const record = await connector.getRecord(recordType, { externalId }, signal ? { signal } : {});
    return String(record.id);
  } catch (error) {
    if (isNetsuiteConnectorError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
}
