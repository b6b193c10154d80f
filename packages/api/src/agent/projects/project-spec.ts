import * as z from 'zod';

/** The script types SuiteScript 2.1 has and SDF deploys, by their `@NScriptType`. */
export const SCRIPT_TYPES = ['UserEventScript', 'ClientScript', 'ScheduledScript', 'Suitelet', 'Restlet'] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

/** Record types a script deploys to, a field applies to, or a workflow runs on (SDF ids). */
export const SDF_RECORD_TYPES = [
  'CUSTOMER',
  'VENDOR',
  'EMPLOYEE',
  'INVENTORYITEM',
  'SALESORDER',
  'PURCHASEORDER',
  'INVOICE',
  'VENDORBILL',
  'CUSTOMERPAYMENT',
  'VENDORPAYMENT',
  'ITEMFULFILLMENT',
  'ITEMRECEIPT',
  'JOURNALENTRY',
] as const;
export type SdfRecordType = (typeof SDF_RECORD_TYPES)[number];

export const FIELD_TYPES = [
  'TEXT',
  'TEXTAREA',
  'CHECKBOX',
  'DATE',
  'CURRENCY',
  'FLOAT',
  'INTEGER',
  'EMAIL',
  'SELECT',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A lower-case identifier SDF accepts after its prefix (`customscript_`, `custentity_`). */
const identifier = z
  .string()
  .regex(/^[a-z0-9_]{1,28}$/, 'lower-case letters, digits and underscores, at most 28')
  .describe('The identifier after the SDF prefix, such as set_memo');

const setAction = z.object({
  kind: z.literal('set'),
  fieldId: z.string().min(1).max(60),
  value: z.string().max(300),
});
const emailAction = z.object({
  kind: z.literal('email'),
  /** `salesrep` or `approver` (people the record names), `owner` (the user it runs as), or an address. */
  to: z.string().min(1).max(200),
  subject: z.string().min(1).max(200),
});

/** What a script does when it runs: set a field, send an email, or log what happened. */
const scriptAction = z.discriminatedUnion('kind', [setAction, emailAction, z.object({ kind: z.literal('log') })]);
/** What a workflow does on entry: set a field or send an email. */
const workflowAction = z.discriminatedUnion('kind', [setAction, emailAction]);

export const projectSpecSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('script'),
    id: identifier,
    title: z.string().min(1).max(100).describe('The script record name people see'),
    description: z.string().max(1000),
    scriptType: z.enum(SCRIPT_TYPES),
    recordType: z.enum(SDF_RECORD_TYPES).optional().describe('For user event and client scripts'),
    /** For user event scripts: the event it acts on; none means every event. */
    event: z.enum(['create', 'edit', 'delete']).optional(),
    action: scriptAction,
  }),
  z.object({
    kind: z.literal('field'),
    id: identifier,
    label: z.string().min(1).max(100),
    recordType: z.enum(SDF_RECORD_TYPES),
    fieldType: z.enum(FIELD_TYPES),
    /** The list's values, for a SELECT field: a custom list is created with them. */
    options: z.array(z.string().min(1).max(100)).max(100).optional(),
  }),
  z.object({
    kind: z.literal('workflow'),
    id: identifier,
    title: z.string().min(1).max(100),
    description: z.string().max(1000),
    recordType: z.enum(SDF_RECORD_TYPES),
    /** Starts only when the record's total is over this amount, when given. */
    minimumTotal: z.number().nonnegative().optional(),
    action: workflowAction,
  }),
]);
export type ProjectSpec = z.infer<typeof projectSpecSchema>;
export type ScriptAction = z.infer<typeof scriptAction>;
export type WorkflowAction = z.infer<typeof workflowAction>;

/** The project's folder name: what the spec makes, and its identifier (`ue_set_memo`). */
export function projectNameOf(spec: ProjectSpec): string {
  if (spec.kind === 'field') return `field_${spec.id}`;
  if (spec.kind === 'workflow') return `workflow_${spec.id}`;
  return `${SCRIPT_PREFIX[spec.scriptType]}_${spec.id}`;
}

/** Short prefixes NetSuite developers give script files and ids by type. */
export const SCRIPT_PREFIX: Readonly<Record<ScriptType, string>> = {
  UserEventScript: 'ue',
  ClientScript: 'cs',
  ScheduledScript: 'ss',
  Suitelet: 'sl',
  Restlet: 'rl',
};
