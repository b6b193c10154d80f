import { hostname } from 'node:os';
import type { GaugeOverride } from '@erp-agent/core';
import { VERSION } from '../version.ts';
import { InstanceEventLog } from './instance-events.ts';
import { RequestMetricsRecorder } from './request-metrics.ts';

/** This API process among several: its host and process id, as the screens and events name it. */
export const INSTANCE = `${hostname()}:${process.pid}`;

/**
 * What this process watches about itself: the requests it serves, the events only it saw, and
 * (NODE_ENV=test only) the gauge percentages a test has set in place of the measured ones.
 */
export interface ServerMonitor {
  readonly requests: RequestMetricsRecorder;
  readonly events: InstanceEventLog;
  gaugeOverride: GaugeOverride;
  /** Records an event when the database changes between up and down. */
  noteDatabase(status: 'up' | 'down', error?: string): void;
}

export function createServerMonitor(instance = INSTANCE): ServerMonitor {
  const events = new InstanceEventLog(instance);
  events.add({ level: 'info', source: 'server', message: `API ${VERSION} started (process ${process.pid})` });
  let databaseStatus: 'up' | 'down' | undefined;
  return {
    requests: new RequestMetricsRecorder(instance),
    events,
    gaugeOverride: {},
    noteDatabase(status, error) {
      if (status === databaseStatus) return;
      // The first check that finds it up is not news; one that finds it down always is.
      if (databaseStatus !== undefined || status === 'down') {
        events.add(
          status === 'down'
            ? { level: 'error', source: 'database', message: `Database unreachable${error ? `: ${error}` : ''}` }
            : { level: 'info', source: 'database', message: 'Database reachable again' },
        );
      }
      databaseStatus = status;
    },
  };
}

/** The one monitor of this process: every app it serves counts into it. */
export const serverMonitor: ServerMonitor = createServerMonitor();
