import type { SapActionRequest } from '@erp-agent/core';
import { ApiError } from '../../../lib/api-error.ts';
import type { SapCallLog } from '../../../sap/calls/sap-call-log.ts';
import { type SapConnector, SapConnectorError, type SapRecord } from '../../../sap/connector/index.ts';
import { addOnView, REGISTRY, scheduleView, thirdPartyView } from './registries-view.ts';

/**
 * The SAP screens' state actions, each a PATCH of the registry row through Service Layer:
 * ENABLE / DISABLE an installed add-on, ACTIVATE / DEACTIVATE a connector add-on, CONNECT or SYNC
 * a third-party connection (a recorded sync run either way), PAUSE / RESUME a report schedule.
 * Answers the row as it now is.
 */
export async function runStateAction(
  sap: SapConnector,
  log: SapCallLog,
  userId: string,
  request: Exclude<SapActionRequest, { target: 'document' }>,
  now = new Date(),
): Promise<unknown> {
  const table =
    request.target === 'schedule'
      ? REGISTRY.schedules
      : request.target === 'integration'
        ? REGISTRY.connections
        : REGISTRY.addOns;
  const current = await sap.get(table, request.code).catch((error: unknown) => {
    if (error instanceof SapConnectorError && error.code === 'not_found') {
      throw new ApiError(404, 'sap_record_not_found', `There is no ${request.target} ${request.code} in this company.`);
    }
    throw error;
  });
  if (
    (request.target === 'addon' || request.target === 'connector') &&
    current.U_Kind !== (request.target === 'addon' ? 'installed' : 'connector')
  ) {
    throw new ApiError(404, 'sap_record_not_found', `There is no ${request.target} ${request.code} in this company.`);
  }
  const change: SapRecord = {};
  switch (request.action) {
    case 'enable':
    case 'activate':
      change.U_Status = 'active';
      break;
    case 'disable':
    case 'deactivate':
      change.U_Status = 'inactive';
      break;
    case 'pause':
      change.U_Status = 'paused';
      break;
    case 'resume':
      change.U_Status = 'active';
      break;
    case 'connect':
      change.U_Status = 'connected';
      change.U_LastSync = now.toISOString();
      break;
    case 'sync':
      change.U_LastSync = now.toISOString();
      break;
  }
  const started = performance.now();
  const isSync = request.target === 'integration';
  try {
    await sap.update(table, request.code, change);
    if (isSync)
      await log.record(userId, 'sync', {
        method: 'PATCH',
        resource: table,
        ok: true,
        status: 204,
        durationMs: performance.now() - started,
      });
  } catch (error) {
    if (isSync) {
      const status = error instanceof SapConnectorError ? error.status : undefined;
      await log.record(userId, 'sync', {
        method: 'PATCH',
        resource: table,
        ok: false,
        status,
        durationMs: performance.now() - started,
      });
    }
    throw error;
  }
  const updated = await sap.get(table, request.code);
  return request.target === 'schedule'
    ? scheduleView(updated)
    : request.target === 'integration'
      ? thirdPartyView(updated)
      : addOnView(updated);
}
