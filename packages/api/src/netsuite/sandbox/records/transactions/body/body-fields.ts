import { z } from 'zod';
import { hasNoNul, REFERENCE_BODY } from '../../record-body.ts';
import { invalidFieldValue, unknownField } from '../../record-errors.ts';

/**
 * What transaction bodies are made of, and how NetSuite reads them: field ids without regard to
 * case (Oracle's own samples write `itemreceive` for `itemReceive`), fields echoed from a GET
 * ignored, anything else refused by name with its path (`item.items[2].quantity`).
 */

export const REFERENCE = REFERENCE_BODY.transform((reference) => reference.id);

/** NetSuite's REST date format; a datetime (as other tools send dates) stands for its day. */
export const ISO_DATE = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => value.slice(0, 10));

export function text(maxLength: number) {
  return z.string().max(maxLength).refine(hasNoNul);
}

/** Quantities and amounts: finite, and within what numeric(18,2) holds. */
export const AMOUNT = z.number().gt(-1e15).lt(1e15);

/** The fields a body may have at one level: those it may set, and those a GET shows that it may echo. */
export interface BodyFields {
  readonly settable: readonly string[];
  readonly echoed: readonly string[];
  /** Fields the record has but this request cannot set, refused with their own reason. */
  readonly fixed?: (field: string, path: string) => Error | undefined;
}

function plainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The body's keys under their canonical names, echoed fields dropped. Values are left as they
 * are for the schema to check; a value that is not an object is returned for it to refuse.
 */
export function canonicalFields(value: unknown, fields: BodyFields, path: string, type: string): unknown {
  if (!plainObject(value)) return value;
  const byLowerCase = new Map(fields.settable.map((name) => [name.toLowerCase(), name]));
  const echoed = new Set(fields.echoed.map((name) => name.toLowerCase()));
  const canonical: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const lower = key.toLowerCase();
    const name = byLowerCase.get(lower);
    if (name !== undefined) canonical[name] = field;
    else if (!echoed.has(lower)) {
      const at = path === '' ? key : `${path}.${key}`;
      throw fields.fixed?.(key, at) ?? unknownField(at, type);
    }
  }
  return canonical;
}

/** A sublist as a body writes it, `{ items: [...] }`, each line put under canonical names. */
export function canonicalSublist(value: unknown, line: BodyFields, path: string, type: string): unknown {
  const sublist = canonicalFields(
    value,
    { settable: ['items'], echoed: ['links', 'count', 'hasMore', 'offset', 'totalResults'] },
    path,
    type,
  );
  if (!plainObject(sublist) || !Array.isArray(sublist.items)) return sublist;
  return {
    ...sublist,
    items: sublist.items.map((entry, index) => canonicalFields(entry, line, `${path}.items[${index}]`, type)),
  };
}

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** How NetSuite shows the offending value in its message: a reference by its id. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id);
  return JSON.stringify(value) ?? String(value);
}

/** The body parsed by `schema`, or NetSuite's refusal of the first problem, naming its path. */
export function parseBody<Output>(schema: z.ZodType<Output>, body: unknown, type: string): Output {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = issue?.path ?? [];
  if (issue?.code === 'unrecognized_keys') throw unknownField(pathText([...path, issue.keys[0] ?? '']), type);
  // A value inside a reference is the reference's fault: `entity`, not `entity.id`.
  const at = path[path.length - 1] === 'id' ? path.slice(0, -1) : path;
  throw invalidFieldValue(pathText(at), shown(valueAt(body, at)));
}
