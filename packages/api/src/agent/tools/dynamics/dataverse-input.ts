import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { DataverseRow, DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { odataString } from '../../../dynamics/connector/index.ts';
import type { ToolContext } from '../tool-context.ts';

/** An entity set as the Web API names it: `accounts`, `salesorders`, `cr4a2_equipments`. */
export const entitySetInput = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,99}$/, 'An entity set name such as accounts, contacts or salesorders')
  .describe('The Web API entity set: accounts, contacts, leads, opportunities, salesorders, invoices, products');

export const rowIdInput = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A row id (a GUID)')
  .describe("The row's id (a GUID)");

export const columnsInput = z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/)).max(100);

/** Column values as the Web API takes them; lookups as `name@odata.bind: "/accounts(<id>)"`. */
export const rowValuesInput = z
  .record(z.string().min(1).max(200), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]))
  .refine((values) => Object.keys(values).length > 0, 'Give at least one column');

/** What a table is called for people and which column names its rows. */
export interface TableNames {
  readonly label: string;
  readonly primaryName: string | undefined;
}

/** The table's display name and primary name column, from EntityDefinitions; the entity set when it has none. */
export async function tableNames(
  connector: DynamicsConnector,
  entitySet: string,
  signal: AbortSignal | undefined,
): Promise<TableNames> {
  const [definition] = await connector.metadata('EntityDefinitions', {
    select: ['DisplayName', 'PrimaryNameAttribute'],
    filter: `EntitySetName eq ${odataString(entitySet)}`,
    ...(signal ? { signal } : {}),
  });
  const display = definition?.DisplayName as { UserLocalizedLabel?: { Label?: string } } | undefined;
  const primary = definition?.PrimaryNameAttribute;
  return {
    label: display?.UserLocalizedLabel?.Label ?? entitySet,
    primaryName: typeof primary === 'string' ? primary : undefined,
  };
}

/** The row's name by the table's primary name column, when it has one. */
export function rowName(row: DataverseRow, names: TableNames): string | undefined {
  const value = names.primaryName ? row[names.primaryName] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The id a confirmed create gives its row: the same for the same confirmation, so running it
 * again finds the row instead of making a second (Dataverse takes a client-chosen id).
 */
export function rowIdFor(context: ToolContext): string | undefined {
  if (context.actionId === undefined) return undefined;
  const hex = createHash('sha256').update(`dataverse-row:${context.actionId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const signalOf = (context: ToolContext) => (context.signal ? { signal: context.signal } : {});
