import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { type RecordClient, recordClient } from './record-client.testing.ts';

let sandbox: TestSandbox;
let client: RecordClient;

beforeAll(async () => {
  sandbox = await openTestSandbox({ scale: 100 });
  client = recordClient(sandbox);
});

afterAll(() => sandbox?.close());

/** What a field reads back as after a PATCH sent `value`; undefined means GET leaves it out. */
type Shown = (value: unknown) => unknown;

const asIs: Shown = (value) => (value === null || value === '' ? undefined : value);
const referenceId: Shown = (value) => (value === null ? undefined : String((value as { id: number }).id));

/** The customer fields a PATCH may set, each with values it accepts and how GET shows them. */
const FIELDS: Record<string, { values: fc.Arbitrary<unknown>; shown: Shown; read?: (body: unknown) => unknown }> = {
  companyName: { values: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''), shown: asIs },
  email: { values: fc.option(fc.emailAddress().filter((email) => email.length <= 254)), shown: asIs },
  phone: { values: fc.option(fc.stringMatching(/^\d{3}-\d{3}-\d{4}$/)), shown: asIs },
  creditLimit: { values: fc.option(fc.integer({ min: 0, max: 10_000_000 })), shown: asIs },
  isInactive: { values: fc.boolean(), shown: asIs },
  terms: {
    values: fc.option(fc.integer({ min: 1, max: 5 }).map((id) => ({ id: String(id) }))),
    shown: referenceId,
    read: (body) => (body as { id?: string } | undefined)?.id,
  },
  category: {
    values: fc.option(fc.integer({ min: 1, max: 4 }).map((id) => ({ id }))),
    shown: referenceId,
    read: (body) => (body as { id?: string } | undefined)?.id,
  },
};

function visible(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(FIELDS).map(([name, { read }]) => [name, read ? read(record[name]) : record[name]]),
  );
}

describe('PATCH of any subset of fields', () => {
  it('changes exactly those fields and leaves every other one as it was', async () => {
    const id = await client.create('customer', {
      companyName: 'Property Holdings',
      subsidiary: { id: '1' },
      email: 'start@property.example',
      phone: '555-000-0000',
      creditLimit: 5000,
      terms: { id: '2' },
    });
    const patches = fc.record(Object.fromEntries(Object.entries(FIELDS).map(([name, { values }]) => [name, values])), {
      requiredKeys: [],
    });
    await fc.assert(
      fc.asyncProperty(patches, async (patch) => {
        const before = visible(await client.read('customer', id));
        const response = await client.send('PATCH', `/customer/${id}`, patch);
        expect(response.status, await response.clone().text()).toBe(204);
        const after = visible(await client.read('customer', id));
        const expected = { ...before };
        for (const [name, value] of Object.entries(patch)) expected[name] = FIELDS[name]?.shown(value);
        expect(after).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
