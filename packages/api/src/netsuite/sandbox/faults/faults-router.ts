import { Hono } from 'hono';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { faultPlanSchema } from './fault-rule.ts';
import type { SandboxFaults } from './sandbox-faults.ts';

/** Where the test-only control is served, under the sandbox's root. */
export const FAULTS_PATH = '/__faults';

/**
 * The test-only control: GET the rules in force and what they did, PUT `{ rules }` to replace
 * them (and zero the counts), DELETE to clear them. Mounted only when the server was started
 * with NETSUITE_SANDBOX_FAULTS, which production refuses.
 */
export function faultsRouter(faults: SandboxFaults) {
  return new Hono<SandboxEnv>()
    .get('/', (c) => c.json({ rules: faults.rules(), counts: faults.counts() }))
    .put('/', async (c) => {
      const parsed = faultPlanSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        return c.json(
          {
            error: 'invalid_fault_plan',
            message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          },
          400,
        );
      }
      faults.set(parsed.data.rules);
      return c.json({ rules: faults.rules(), counts: faults.counts() });
    })
    .delete('/', (c) => {
      faults.clear();
      return c.body(null, 204);
    });
}
