import { savedSearchDefinitionSchema } from '../../bridge/index.ts';
import { projectFromFiles } from '../../sdf/index.ts';
import { SANDBOX_ACCOUNT_ID } from '../account/sandbox-account.ts';
import { ensureSavedSearchTable, insertSavedSearch } from '../bridge/saved-search-table.ts';
import type { SandboxEngine, SandboxStatement } from '../engine/sandbox-engine.ts';
import type { IsoDate } from '../generate/setup-rows.ts';
import { deploySdfProject, localTimestamp } from '../sdf/deploy-project.ts';
import { layoutFingerprint } from '../store/company-marker.ts';
import { companyProjectFiles } from './company-project.ts';
import { customizationTablesSql, dropCustomizationTablesSql } from './customization-schema.ts';
import { SEED_FIELDS, SEED_INTEGRATIONS, SEED_LISTS, SEED_RECORD_TYPES, SEED_WORKFLOWS } from './seed-objects.ts';
import { SEED_LIBRARIES, SEED_SCRIPTS } from './seed-scripts.ts';
import { SEED_SEARCHES } from './seed-searches.ts';

/**
 * The account's customizations live beside the company's records but not with them: the
 * company is regenerated each day, while scripts, workflows and fields are what admins and
 * deploys made, so they are kept. They are made once, by deploying the company's own project
 * (company-project.ts) through the sandbox's deploy path, and made again only when a release
 * changes their tables or the seed.
 */

const MARKER_TABLE = 'sandbox_customization';

const LAYOUT = layoutFingerprint([
  ...customizationTablesSql(),
  JSON.stringify(companyProjectFiles()),
  JSON.stringify(SEED_INTEGRATIONS),
]);

export type CustomizationOutcome = 'seeded' | 'kept';

function daysBefore(today: IsoDate, days: number, hour = 10): Date {
  const [year, month, day] = today.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - days, hour, (days * 7) % 60, 0);
}

/** The first employee with this title, or the first employee when the company (a small scale) has none. */
const byTitle = (title: string) =>
  `coalesce((select min(id) from employee where title = '${title.replaceAll("'", "''")}'), (select min(id) from employee))`;

/** Who owns each seeded object and when it was last changed: a deploy owns everything by its deployer. */
function ownershipStatements(today: IsoDate): SandboxStatement[] {
  const statements: SandboxStatement[] = [];
  const stamp = (days: number) => localTimestamp(daysBefore(today, days));
  for (const script of SEED_SCRIPTS) {
    statements.push(
      {
        sql: `update script set owner = coalesce(${byTitle(script.ownerTitle)}, owner), lastmodifieddate = $2 where scriptid = $1`,
        params: [`customscript_${script.suffix}`, stamp(script.changedDaysAgo)],
      },
      {
        sql: `update scriptdeployment set lastmodifieddate = $2 where script = (select id from script where scriptid = $1)`,
        params: [`customscript_${script.suffix}`, stamp(script.changedDaysAgo)],
      },
      {
        sql: `update file set createddate = $2, lastmodifieddate = $2 where name = $1`,
        params: [`${script.suffix}.js`, stamp(script.changedDaysAgo)],
      },
    );
  }
  for (const library of SEED_LIBRARIES) {
    statements.push({
      sql: 'update file set createddate = $2, lastmodifieddate = $2 where name = $1',
      params: [library.name, stamp(library.changedDaysAgo)],
    });
  }
  for (const workflow of SEED_WORKFLOWS) {
    statements.push({
      sql: `update workflow set owner = coalesce(${byTitle(workflow.ownerTitle)}, owner), lastmodifieddate = $2 where scriptid = $1`,
      params: [`customworkflow_${workflow.suffix}`, stamp(workflow.changedDaysAgo)],
    });
  }
  const controller = byTitle('Controller');
  for (const field of SEED_FIELDS) {
    statements.push({
      sql: `update customfield set owner = coalesce(${controller}, owner), lastmodifieddate = $2 where scriptid = $1`,
      params: [field.scriptId, stamp(200)],
    });
  }
  for (const object of [...SEED_LISTS, ...SEED_RECORD_TYPES]) {
    const table = object.scriptId.startsWith('customlist') ? 'customlist' : 'customrecordtype';
    statements.push({
      sql: `update ${table} set owner = coalesce(${controller}, owner) where scriptid = $1`,
      params: [object.scriptId],
    });
  }
  return statements;
}

function integrationStatements(today: IsoDate): SandboxStatement[] {
  const statements: SandboxStatement[] = [];
  const day = (days: number) => daysBefore(today, days).toISOString().slice(0, 10);
  let tokenId = 0;
  SEED_INTEGRATIONS.forEach((integration, index) => {
    const id = index + 1;
    statements.push({
      sql: `insert into integration (id, name, applicationid, state, description, tokenbasedauth, oauth2, createddate, owner)
        values ($1, $2, $3, $4, $5, $6, $7, $8, ${byTitle(integration.ownerTitle)})`,
      params: [
        id,
        integration.name,
        integration.applicationId,
        integration.state,
        integration.description,
        integration.auth === 'tba' ? 'T' : 'F',
        integration.auth === 'oauth2' ? 'T' : 'F',
        day(integration.createdDaysAgo),
      ],
    });
    for (const token of integration.tokens) {
      tokenId += 1;
      statements.push({
        sql: `insert into accesstoken (id, name, integration, entity, state, createddate)
          values ($1, $2, $3, coalesce(${byTitle(token.title)}, (select min(id) from employee)), $4, $5)`,
        params: [
          tokenId,
          `${integration.name} - ${token.title}`,
          id,
          token.revoked ? 'REVOKED' : 'ACTIVE',
          day(token.createdDaysAgo),
        ],
      });
    }
  });
  return statements;
}

async function seedSavedSearches(engine: SandboxEngine, today: IsoDate): Promise<void> {
  for (const search of SEED_SEARCHES) {
    const { rows } = await engine.query<{ id: number | null }>(`select ${byTitle(search.ownerTitle)} as id`);
    await insertSavedSearch(engine, {
      scriptId: search.scriptId,
      definition: { ...savedSearchDefinitionSchema.parse(search.definition), id: search.scriptId },
      owner: rows[0]?.id ?? null,
      dateCreated: daysBefore(today, search.createdDaysAgo),
    });
  }
}

async function storedLayout(engine: SandboxEngine): Promise<string | null> {
  const { rows } = await engine.query<{ found: boolean }>('select to_regclass($1) is not null as found', [
    MARKER_TABLE,
  ]);
  if (!rows[0]?.found) return null;
  const { rows: markers } = await engine.query<{ layout: string }>(`select layout from ${MARKER_TABLE}`);
  return markers[0]?.layout ?? null;
}

/**
 * Makes the customization tables and seeds them when they are absent or from another release;
 * otherwise leaves them, with everything deployed since. Saved searches are seeded when their
 * table is first made, and kept across releases. Runs after the company is loaded: owners are
 * the company's employees.
 */
export async function ensureCustomizations(engine: SandboxEngine, today: IsoDate): Promise<CustomizationOutcome> {
  if (await ensureSavedSearchTable(engine)) await seedSavedSearches(engine, today);
  if ((await storedLayout(engine)) === LAYOUT) return 'kept';
  await engine.transaction(
    [
      ...dropCustomizationTablesSql(),
      `drop table if exists ${MARKER_TABLE}`,
      ...customizationTablesSql(),
      `create table ${MARKER_TABLE} (layout text not null)`,
      `insert into mediaitemfolder (id, name, parent) values (-15, 'SuiteScripts', null)`,
    ].map((sql) => ({ sql })),
  );
  const deployed = await deploySdfProject(engine, projectFromFiles(companyProjectFiles()), {
    mode: 'deploy',
    accountId: SANDBOX_ACCOUNT_ID,
    now: daysBefore(today, 30),
  });
  if (!deployed.succeeded) throw new Error(`The company's own customizations did not deploy:\n${deployed.log}`);
  await engine.transaction([
    ...ownershipStatements(today),
    ...integrationStatements(today),
    { sql: `insert into ${MARKER_TABLE} (layout) values ($1)`, params: [LAYOUT] },
  ]);
  return 'seeded';
}
