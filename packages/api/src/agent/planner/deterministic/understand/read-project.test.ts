import { describe, expect, it } from 'vitest';
import { readField, readScript, readWorkflow } from './read-project.ts';
import { read } from './reading.testing.ts';

const script = (prompt: string) => readScript(read(prompt), prompt);
const field = (prompt: string) => readField(read(prompt), prompt);
const workflow = (prompt: string) => readWorkflow(read(prompt), prompt);

describe('readScript: a script whose purpose is left open', () => {
  it.each([
    "write a user event script for sales orders, I haven't decided what it should do",
    'user event script on invoices',
    'create a client script for customers please',
  ])('asks what it should do rather than generate one that does nothing: %s', (prompt) => {
    const reading = script(prompt);
    expect(reading.kind).toBe('missing');
    if (reading.kind === 'missing') expect(reading.ask).toMatch(/what should the script do/i);
  });

  it('still makes a script that logs when logging is what is asked', () => {
    const reading = script('write a user event script that logs every new sales order');
    expect(reading.kind === 'spec' && reading.spec.kind === 'script' && reading.spec.action.kind).toBe('log');
  });

  it('completes the request with the answer', () => {
    const first = script('user event script on invoices');
    if (first.kind !== 'missing') throw new Error('expected a question');
    const completed = first.template
      .replace('{prompt}', 'user event script on invoices')
      .replace('{answer}', 'sets the memo to Checked');
    const reading = script(completed);
    expect(reading.kind === 'spec' && reading.spec.kind === 'script' && reading.spec.action).toEqual({
      kind: 'set',
      fieldId: 'memo',
      value: 'Checked',
    });
  });
});

describe('readField: the field name', () => {
  it('reads a name after a colon', () => {
    const reading = field('checkbox field on customers: tax exempt');
    expect(reading.kind === 'spec' && reading.spec).toMatchObject({
      kind: 'field',
      id: 'tax_exempt',
      recordType: 'CUSTOMER',
      fieldType: 'CHECKBOX',
    });
  });

  it.each(['call it payment portal', "it's called payment portal", 'name it payment portal'])(
    'takes a name given with its verb as an answer: %s',
    (answer) => {
      const prompt = `create a custom field on vendors called "${answer}"`;
      expect(field(prompt)).toMatchObject({ kind: 'spec', spec: { id: 'payment_portal', recordType: 'VENDOR' } });
    },
  );
});

describe('readWorkflow: a workflow described in one line', () => {
  it('reads the record, the amount it starts from and the email', () => {
    expect(workflow('workflow on sales orders over 5000 that emails the sales rep')).toMatchObject({
      kind: 'spec',
      spec: { recordType: 'SALESORDER', minimumTotal: 5000, action: { kind: 'email', to: 'salesrep' } },
    });
  });

  it('asks what it should do when the words do not say', () => {
    expect(workflow('create a workflow on purchase orders').kind).toBe('missing');
  });
});
