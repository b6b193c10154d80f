import { randomUUID } from 'node:crypto';

/** Who claims schedules from this process: one name per API instance, shown in `claimed_by`. */
export const INSTANCE_ID = `api-${randomUUID()}`;
