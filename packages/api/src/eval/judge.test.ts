import type { ChatReply } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { type Expectation, expectationSchema } from './eval-case.ts';
import { canonical, judge } from './judge.ts';

const expectation = (json: unknown): Expectation => expectationSchema.parse(json);
const table = (results: Record<string, unknown>[], caption = `${results.length} records`): ChatReply => ({
  caption,
  result: { success: true, results, count: results.length },
});
const question: ChatReply = { question: { text: 'Which records do you mean? For example invoices or bills.' } };

describe('judge: tables', () => {
  const unordered = expectation({ table: { suiteql: 'x' } });

  it('passes when any column of the reply equals any column of the reference, as sets', () => {
    const reply = table([
      { number: 'INV7', amount: 10 },
      { number: 'INV9', amount: 20 },
    ]);
    expect(
      judge(unordered, reply, [
        [
          { id: '9', tranid: 'INV9' },
          { id: '7', tranid: 'INV7' },
        ],
      ]),
    ).toEqual({
      outcome: 'right',
    });
    // Lines of the same item twice are still that one item.
    expect(
      judge(unordered, table([{ item: '3' }, { item: '3' }, { item: '4' }]), [[{ id: '3' }, { id: '4' }]]).outcome,
    ).toBe('right');
    expect(judge(unordered, reply, [[{ id: '7', tranid: 'INV7' }]])).toMatchObject({ outcome: 'wrong' });
    // One record asked for, a table of its invoices shown: the repeated name is not that record.
    const invoices = table([
      { id: '31', customer: 'Grant Group' },
      { id: '32', customer: 'Grant Group' },
    ]);
    expect(judge(unordered, invoices, [[{ id: '265', companyname: 'Grant Group' }]]).outcome).toBe('wrong');
  });

  it('compares order when ordered, and only the first rows when head', () => {
    const reply = table([{ id: '9' }, { id: '7' }, { id: '5' }]);
    const ordered = expectation({ table: { suiteql: 'x', ordered: true } });
    expect(judge(ordered, reply, [[{ id: '9' }, { id: '7' }, { id: '5' }]]).outcome).toBe('right');
    expect(judge(ordered, reply, [[{ id: '7' }, { id: '9' }, { id: '5' }]]).outcome).toBe('wrong');
    const head = expectation({ table: { suiteql: 'x', ordered: true, head: true } });
    expect(judge(head, reply, [[{ id: '9' }]]).outcome).toBe('right');
    expect(judge(head, reply, [[{ id: '7' }]]).outcome).toBe('wrong');
  });

  it('passes when any reading of the question matches', () => {
    const readings = [[{ id: '1' }, { id: '2' }], [{ id: '1' }]];
    expect(judge(unordered, table([{ id: '1' }]), readings).outcome).toBe('right');
    expect(judge(unordered, table([{ id: '2' }]), readings)).toMatchObject({
      outcome: 'wrong',
      reason: expect.stringContaining("no column equals the reference's 2 values"),
    });
  });

  it('passes an empty reference only on a reply that finds nothing', () => {
    expect(judge(unordered, { message: 'Green and Sons bought nothing last month.' }, [[]]).outcome).toBe('right');
    expect(judge(unordered, { caption: 'No items', result: { success: true, results: [] } }, [[]]).outcome).toBe(
      'right',
    );
    expect(judge(unordered, table([{ id: '1' }]), [[]])).toMatchObject({ outcome: 'wrong' });
    expect(judge(unordered, question, [[]]).outcome).toBe('abstained');
    expect(judge(unordered, { error: 'not_found', result: { success: false } }, [[]]).outcome).toBe('abstained');
  });

  it('abstains on a question or a failure to make the request out, and is wrong when the API fails', () => {
    expect(judge(unordered, question, [[{ id: '1' }]])).toMatchObject({ outcome: 'abstained' });
    const notFound = {
      error: 'not_found',
      result: { success: false, message: 'I couldn\'t find a customer or item matching "by fedex".' },
    };
    expect(judge(unordered, notFound, [[{ id: '1' }]]).outcome).toBe('abstained');
    expect(judge(unordered, { error: 'http_500', message: '{}' }, [[{ id: '1' }]]).outcome).toBe('wrong');
  });

  it('compares numbers to the cent and text without case', () => {
    expect(canonical('1250.50')).toBe(canonical(1250.5));
    expect(canonical('.5')).toBe('0.5');
    expect(canonical('Kling Group')).toBe('kling group');
    expect(canonical({ id: '4', refName: 'West Coast Warehouse' })).toBe('west coast warehouse');
  });
});

describe('judge: values', () => {
  const value = expectation({ value: { suiteql: 'x' } });

  it('passes only a figure stated in the answer sentence, not further down', () => {
    const reply = { message: 'The total balance of 39 open invoices is **USD 81,903.24**.\n\n- US Dollar: 52,829.32' };
    expect(judge(value, reply, [[{ total: '81903.24' }]]).outcome).toBe('right');
    expect(judge(value, reply, [[{ total: '52829.32' }]])).toMatchObject({ outcome: 'wrong' });
    // 39 is in the sentence but the bold figure is the answer.
    expect(judge(value, reply, [[{ n: '39' }]]).outcome).toBe('wrong');
    expect(judge(value, { message: 'There are **40** open invoices.' }, [[{ n: '40' }]]).outcome).toBe('right');
  });

  it('wants every column of the reference stated, within the tolerance, for one of its readings', () => {
    const comparison = { message: 'Sales this year are **USD 120,000.00**, against **USD 100,000.00** last year.' };
    expect(judge(value, comparison, [[{ a: '120000', b: '100000' }]]).outcome).toBe('right');
    expect(judge(value, comparison, [[{ a: '120000', b: '90000' }]]).outcome).toBe('wrong');
    expect(judge(value, comparison, [[{ a: '120000', b: '90000' }], [{ a: '120000', b: '100000' }]]).outcome).toBe(
      'right',
    );
    const dso = expectation({ value: { suiteql: 'x', tolerance: 0.5 } });
    expect(judge(dso, { message: 'DSO is **47** days.' }, [[{ d: '47.4' }]]).outcome).toBe('right');
    expect(judge(dso, { message: 'DSO is **47** days.' }, [[{ d: '47.6' }]]).outcome).toBe('wrong');
  });

  it('abstains on a question and refuses to judge a reference without a number', () => {
    expect(judge(value, question, [[{ n: '1' }]]).outcome).toBe('abstained');
    expect(judge(value, { message: 'There are **0** open invoices.' }, [[]])).toMatchObject({
      outcome: 'wrong',
      reason: expect.stringContaining('no number'),
    });
  });
});

describe('judge: questions, previews and refusals', () => {
  it('passes a question only when it asks about the named terms', () => {
    const kling = expectation({ asks: { about: ['Kling Group', 'Kling, Braun and DuBuque'] } });
    const precise = {
      question: {
        text: '"kling" matches 2 customers. Which one do you mean?',
        options: [
          { label: 'Kling Group (customer id 279)', value: 'Kling Group' },
          { label: 'Kling, Braun and DuBuque (customer id 365)', value: 'Kling, Braun and DuBuque' },
        ],
      },
    };
    expect(judge(kling, precise).outcome).toBe('right');
    expect(judge(kling, question)).toMatchObject({
      outcome: 'abstained',
      reason: expect.stringContaining('not about'),
    });
    expect(judge(kling, table([{ id: '1' }])).outcome).toBe('wrong');
  });

  it('accepts a plain "cannot" naming the term when the case allows it', () => {
    const discount = expectation({ asks: { about: ['discount'], orDeclines: true } });
    expect(
      judge(discount, { message: "I can't filter on discount: invoices here have no discount field." }).outcome,
    ).toBe('right');
    expect(
      judge(expectation({ asks: { about: ['discount'] } }), { message: "I can't filter on discount." }).outcome,
    ).toBe('abstained');
  });

  const confirmation = (preview: Record<string, unknown>): ChatReply => ({
    confirmation: {
      id: 'p',
      token: 't',
      tool: 'ns_createPurchaseOrder',
      risk: 'write',
      title: 'Create',
      preview: { action: 'create', recordType: 'purchaseOrder', recordLabel: 'Purchase Order', ...preview },
      expiresAt: 'x',
    },
  });

  it('passes a preview of the record type showing the values and lines asked for', () => {
    const po = expectation({
      confirms: {
        recordType: 'purchaseorder',
        fields: { vendor: 'Moore Inc' },
        lines: [{ item: 'NW-1014', quantity: 15, rate: 2.5 }],
      },
    });
    const fields = [{ name: 'entity', label: 'Vendor', value: 'Moore Inc (id 187)' }];
    expect(
      judge(po, confirmation({ fields, rows: [{ item: 'NW-1014', quantity: 15, rate: 'USD 2.50' }] })).outcome,
    ).toBe('right');
    expect(
      judge(po, confirmation({ fields, rows: [{ item: 'NW-1014', quantity: 15, rate: "item's price" }] })),
    ).toMatchObject({
      outcome: 'wrong',
      reason: expect.stringContaining('line'),
    });
    expect(
      judge(po, confirmation({ fields: [{ name: 'entity', label: 'Vendor', value: 'Moore - Ledner' }] })).outcome,
    ).toBe('wrong');
    expect(judge(expectation({ confirms: { recordType: 'salesOrder' } }), confirmation({})).outcome).toBe('wrong');
  });

  it('reads changes by their new value, and the record acted on as target', () => {
    const update = confirmation({
      action: 'update',
      recordType: 'vendor',
      recordLabel: 'Vendor',
      target: 'Kulas Software (id 56)',
      changes: [{ name: 'phone', label: 'Phone', from: '(563) 619-2110', to: '555-0199' }],
    });
    expect(
      judge(expectation({ confirms: { recordType: 'vendor', fields: { phone: '555-0199' } } }), update).outcome,
    ).toBe('right');
    expect(
      judge(expectation({ confirms: { recordType: 'vendor', fields: { phone: '555-0100' } } }), update).outcome,
    ).toBe('wrong');
    expect(
      judge(expectation({ confirms: { recordType: 'vendor', fields: { target: 'Kulas Software' } } }), update).outcome,
    ).toBe('right');
  });

  it('passes a decline only when it names the reason', () => {
    const email = expectation({ declines: { about: ['email'] } });
    expect(judge(email, { message: "I can't send email: none of my tools sends messages." }).outcome).toBe('right');
    expect(judge(email, { error: 'out_of_scope', message: 'I can only help with NetSuite.' }).outcome).toBe(
      'abstained',
    );
    expect(judge(email, table([{ id: '1', email: 'a@b.c' }], '12 customers')).outcome).toBe('wrong');
  });

  it('passes refusals, mentions and projects on their content', () => {
    expect(judge({ refuses: true }, { error: 'out_of_scope', message: 'No.' }).outcome).toBe('right');
    expect(judge({ refuses: true }, { error: 'not_found', result: { success: false } }).outcome).toBe('abstained');
    expect(judge({ refuses: true }, table([{ id: '1' }], '300 customers')).outcome).toBe('wrong');
    const help = expectation({ mentions: { all: ['report', 'saved search'] } });
    expect(judge(help, { message: 'I can run reports and saved searches.' }).outcome).toBe('right');
    expect(judge(help, { message: 'I can run reports.' }).outcome).toBe('wrong');
    const fields = expectation({ mentions: { all: ['credit limit|creditLimit'] } });
    expect(judge(fields, table([{ field: 'creditLimit', label: 'Credit Limit' }])).outcome).toBe('right');
    const project = { result: { success: true, created_files: ['src/FileCabinet/SuiteScripts/ue_memo.js'] } };
    expect(judge(expectation({ project: { files: ['src/FileCabinet/SuiteScripts/*.js'] } }), project).outcome).toBe(
      'right',
    );
    expect(judge(expectation({ project: { files: ['src/Objects/*.xml'] } }), project).outcome).toBe('wrong');
  });

  it('compares state rows by column name, ignoring the case of names and the type of numbers', () => {
    const state = expectation({ state: { suiteql: 'x', rows: [{ companyName: 'Eval Co', creditlimit: 75000 }] } });
    expect(judge(state, {}, [[{ companyname: 'eval co', creditlimit: '75000' }]]).outcome).toBe('right');
    expect(judge(state, {}, [[]]).outcome).toBe('wrong');
  });
});
