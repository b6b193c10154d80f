import { randomUUID } from 'node:crypto';
import type { SystemEvent } from '@erp-agent/core';

/** How many of this process's own events are kept. */
export const KEPT_INSTANCE_EVENTS = 200;

export type InstanceEvent = Omit<SystemEvent, 'id' | 'at' | 'instance'>;

/**
 * What happened to this process that no database row records: its start, a database outage it
 * saw, the 5xx answers it gave. Kept in memory, newest last, the oldest dropped past a bound.
 */
export class InstanceEventLog {
  readonly #instance: string;
  readonly #events: SystemEvent[] = [];

  constructor(instance: string) {
    this.#instance = instance;
  }

  add(event: InstanceEvent, at = new Date()): void {
    this.#events.push({ ...event, id: randomUUID(), at: at.toISOString(), instance: this.#instance });
    if (this.#events.length > KEPT_INSTANCE_EVENTS) this.#events.shift();
  }

  /** Newest first. */
  list(limit: number): SystemEvent[] {
    return this.#events.slice(-limit).reverse();
  }
}
