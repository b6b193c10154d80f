import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';

export interface SeedContext {
  readonly db: Database;
  readonly env: Env;
  readonly logger: Logger;
  /** Sample records for the admin screens: on for the embedded database unless turned off. */
  readonly sampleData: boolean;
}

/** One kind of seed record. Every seeder can run on every start and changes nothing the second time. */
export type Seeder = (context: SeedContext) => Promise<void>;
