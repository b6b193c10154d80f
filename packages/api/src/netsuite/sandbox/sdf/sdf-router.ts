import { Hono } from 'hono';
import { MAX_PROJECT_BYTES, ProjectArchiveError, projectFromFiles, unzipFiles } from '../../sdf/index.ts';
import { DEPLOY_LOG_TABLE, SDF_OBJECT_TABLE } from '../customization/customization-schema.ts';
import { NetsuiteError } from '../http/netsuite-error.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { deploySdfProject } from './deploy-project.ts';

/**
 * The sandbox's own extension for SuiteCloud projects, under `/services/rest/sandbox/v1/sdf`
 * (NetSuite deploys through the SuiteCloud CLI's internal endpoints, which no client but the CLI
 * speaks). A project goes up as a zip, `Content-Type: application/zip`:
 *
 * - `POST /deploy`: validated as NetSuite validates on deploy, then deployed; 200 with the
 *   outcome and NetSuite's deployment log, or, when NetSuite would refuse it, 400 `DEPLOY_FAILED`
 *   in NetSuite's error envelope with the deployment log as the detail.
 * - `POST /validate`: the same checks, against the account too, and what a deploy would create
 *   or update; nothing changes. 200 either way.
 * - `GET /objects/{scriptid}`: the XML a deploy left for an object (what `object:import` gives).
 * - `GET /deployments`: the latest deploys with their logs.
 */
export function sdfRouter() {
  const router = new Hono<SandboxEnv>();

  const readProject = async (contentType: string | undefined, body: () => Promise<ArrayBuffer>) => {
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/zip' && type !== 'application/x-zip-compressed') {
      throw new NetsuiteError(
        415,
        'INVALID_CONTENT',
        'A SuiteCloud project is sent as a zip: Content-Type: application/zip.',
      );
    }
    const bytes = new Uint8Array(await body());
    if (bytes.byteLength > MAX_PROJECT_BYTES) {
      throw new NetsuiteError(
        413,
        'INVALID_CONTENT',
        `The project is larger than ${MAX_PROJECT_BYTES / 1024 / 1024} MB.`,
      );
    }
    try {
      return projectFromFiles(unzipFiles(bytes));
    } catch (error) {
      if (error instanceof ProjectArchiveError) throw new NetsuiteError(400, 'INVALID_CONTENT', error.message);
      throw error;
    }
  };

  for (const mode of ['deploy', 'validate'] as const) {
    router.post(`/${mode}`, async (c) => {
      const files = await readProject(c.req.header('Content-Type'), () => c.req.arrayBuffer());
      const deps = c.get('sandbox');
      const outcome = await deploySdfProject(deps.engine, files, {
        mode,
        accountId: deps.account.accountId,
        now: deps.now?.() ?? new Date(),
      });
      if (mode === 'deploy') {
        deps.logger.info(
          { project: outcome.projectName, succeeded: outcome.succeeded, changes: outcome.changes.length },
          'sandbox SuiteCloud deploy',
        );
      }
      if (mode === 'deploy' && !outcome.succeeded) throw new NetsuiteError(400, 'DEPLOY_FAILED', outcome.log);
      return c.json(outcome);
    });
  }

  router.get('/objects/:scriptId', async (c) => {
    const scriptId = c.req.param('scriptId').toLowerCase();
    const { rows } = await c.get('sandbox').engine.query<{
      scriptid: string;
      object_type: string;
      xml: string;
      project: string;
      deployed_at: string;
    }>(
      `select scriptid, object_type, xml, project, deployed_at::text as deployed_at from ${SDF_OBJECT_TABLE} where scriptid = $1`,
      [scriptId],
    );
    const [row] = rows;
    if (row === undefined) {
      throw new NetsuiteError(404, 'NONEXISTENT_ID', `The object ${scriptId} does not exist in the account.`);
    }
    return c.json({
      scriptId: row.scriptid,
      objectType: row.object_type,
      xml: row.xml,
      project: row.project,
      deployedAt: row.deployed_at,
    });
  });

  router.get('/deployments', async (c) => {
    const limit = Math.min(100, Math.max(1, Number.parseInt(c.req.query('limit') ?? '20', 10) || 20));
    const { rows } = await c.get('sandbox').engine.query<{
      id: number;
      project: string;
      deployed_at: string;
      succeeded: boolean;
      log: string;
    }>(
      `select id, project, deployed_at::text as deployed_at, succeeded, log from ${DEPLOY_LOG_TABLE} order by id desc limit $1`,
      [limit],
    );
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        project: row.project,
        deployedAt: row.deployed_at,
        succeeded: row.succeeded,
        log: row.log,
      })),
    });
  });

  return router;
}
