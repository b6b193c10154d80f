import { describe, expect, it } from 'vitest';
import { otherStatuses, statusFor } from './read-request.ts';
import { read } from './reading.testing.ts';

/**
 * Every content word is read by something, or left over where the planner sees it: a word no
 * reader places is never silently dropped.
 */
describe('readRequest: words left over', () => {
  it.each([
    ['create a journal entry moving 500 from rent to utilities', ['moving']],
    ['invoices with a discount', ['discount']],
    ['customers by loyalty', ['loyalty']],
    ['bills flagged for review', ['flagged', 'review']],
  ])('%s leaves its unknown words over', (prompt, words) => {
    const left = read(prompt).leftovers.join(' ');
    for (const word of words) expect(left).toContain(word);
  });

  it.each([
    'list open invoices over 1,000 from last month',
    'vendor bills over 2k this year',
    'bills due this month',
    'items priced over 300',
    'customers with a credit limit over 100k',
    'how many items do we have',
  ])('"%s" is read whole', (prompt) => {
    expect(read(prompt).leftovers).toEqual([]);
  });
});

describe('readRequest: field choice', () => {
  it.each([
    ['what bills do we need to pay in the next 10 days', 'due'],
    ['invoices coming due next week', 'due'],
    ['invoices this week', 'date'],
    ['bills dated next month', 'date'],
  ])('"%s" dates by the %s date: nothing is dated in the future', (prompt, field) => {
    expect(read(prompt).date?.field).toBe(field);
  });

  it('reads "a breakdown of sales orders by status" with nothing left over', () => {
    expect(read('give me a breakdown of sales orders by status').leftovers).toEqual([]);
  });

  it('reads a due date apart from the transaction date', () => {
    expect(read('invoices due next week').date?.field).toBe('due');
    expect(read('invoices dated last week').date?.field).toBe('date');
    expect(read('customers created this year').date?.field).toBe('created');
  });

  it('reads the money an amount is of', () => {
    expect(read('invoices with a balance over 500').money).toMatchObject([{ measure: 'balance', comparator: 'gt' }]);
    expect(read('invoices over 500').money).toMatchObject([{ measure: 'amount', comparator: 'gt' }]);
  });

  it('reads "greater than" as a comparison', () => {
    expect(read('invoices greater than 2000').money).toMatchObject([{ comparator: 'gt', value: 2000 }]);
    expect(read('sales orders no more than 200').money).toMatchObject([{ comparator: 'lte', value: 200 }]);
  });
});

describe('readRequest: places left out', () => {
  it.each([
    ['customers outside the US', 'US'],
    ['vendors not in Texas', 'TX'],
    ['customers except those in California', 'CA'],
  ])('"%s" is every place but %s', (prompt, code) => {
    const reading = read(prompt);
    expect(reading.region).toMatchObject({ code, negate: true });
    expect(reading.unreadNegations).toEqual([]);
    expect(reading.leftovers).toEqual([]);
  });

  it('reads a place without an exclusion as the place', () => {
    expect(read('customers in the UK').region).toEqual({ level: 'country', code: 'GB', name: 'the United Kingdom' });
  });
});

describe('readRequest: what is owed', () => {
  it.each([
    ['bills we owe', 'we owe'],
    ['every invoice a customer still owes us money on', 'still owes'],
    ['POs still on order', 'still on order'],
  ])('"%s" reads "%s" as a status, not a word to pass over', (prompt, phrase) => {
    expect(read(prompt).statusPhrases).toContain(phrase);
  });

  it.each([
    ['list everything still sitting in AR', 'invoice'],
    ['payables due next week', 'vendorBill'],
    ['show me receivables for Acme', 'invoice'],
  ])('"%s" lists what is still owed: the open ones', (prompt, kind) => {
    const reading = read(prompt);
    expect(reading.records.map((found) => found.kind)).toEqual([kind]);
    expect(reading.owedByName).toBe(true);
  });

  it.each([
    ['which pos have been received but not billed yet', 'purchaseOrder', 'pending bill'],
    ['what bills do we need to pay', 'vendorBill', 'open'],
    ['sales orders shipped but not invoiced', 'salesOrder', 'pending billing'],
  ] as const)('"%s" is %s of status %s', (prompt, kind, label) => {
    const reading = read(prompt);
    expect(statusFor(kind, reading.statusPhrases)?.label).toBe(label);
    expect(otherStatuses(kind, reading.statusPhrases)).toEqual([]);
  });

  it('keeps a status said of receivables', () => {
    const reading = read('receivables paid last month');
    expect(reading.statusPhrases).toEqual(['paid']);
    expect(reading.owedByName).toBe(false);
  });
});

describe('readRequest: the one extreme record, or a ranking', () => {
  it.each([
    ["largest invoice that isn't paid yet", 1, 'desc'],
    ['the smallest sales order for Acme', 1, 'asc'],
    ['the biggest vendors that we owe', undefined, 'desc'],
  ] as const)('"%s"', (prompt, limit, direction) => {
    const reading = read(prompt);
    expect(reading.limit).toBe(limit);
    expect(reading.sort).toEqual({ field: 'amount', direction });
  });

  it("reads each entity's own last order as no ranking", () => {
    const reading = read('customers whose last order was more than 90 days ago');
    expect(reading.limit).toBeUndefined();
    expect(reading.sort).toBeUndefined();
  });
});

describe('statusFor: several status words', () => {
  it('takes the narrowest, which the others only restate', () => {
    const phrases = read('sales orders shipped but not invoiced yet').statusPhrases;
    expect(statusFor('salesOrder', phrases)?.codes).toEqual(['E', 'F']);
    expect(otherStatuses('salesOrder', phrases)).toEqual([]);
  });

  it('names a status the chosen one does not imply, to ask about', () => {
    const phrases = read("POs that aren't fully billed or closed").statusPhrases;
    expect(otherStatuses('purchaseOrder', phrases)).toEqual(['not closed']);
  });

  it('reads "not yet fully billed" as short of billed in full', () => {
    expect(statusFor('salesOrder', read('sales orders not yet fully billed').statusPhrases)?.codes).toEqual([
      'A',
      'B',
      'D',
      'E',
      'F',
    ]);
  });
});

describe('readRequest: not yet due', () => {
  it.each(['invoices not yet due', "which open invoices aren't due yet?", "unpaid invoices that aren't overdue"])(
    '"%s" is not due, never overdue',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.notDue).toBe(true);
      expect(reading.overdue).toBe(false);
      expect(reading.unreadNegations).toEqual([]);
    },
  );

  it('leaves "not due until next month" to ask about', () => {
    expect(read("open bills that aren't due until next month").notDue).toBe(false);
  });
});

describe('readRequest: the state now', () => {
  it.each([
    'which customer invoices are overdue as of today?',
    'where are we on total receivables today?',
    "what's outstanding right now",
  ])('"%s" dates nothing: every answer is of today', (prompt) => {
    const reading = read(prompt);
    expect(reading.date).toBeUndefined();
    expect(reading.leftovers.join(' ')).not.toMatch(/today|now/);
  });

  it.each(['invoices due today', 'sales today', 'open invoices from today'])('"%s" keeps today as a date', (prompt) => {
    expect(read(prompt).date?.range.label).toBe('today');
  });
});

describe('readRequest: the one at an end', () => {
  it.each([
    ['which one is the biggest?', 'amount', 'desc'],
    ['the oldest one', 'date', 'asc'],
  ])('"%s" is one record, sorted', (prompt, field, direction) => {
    const reading = read(prompt);
    expect(reading.limit).toBe(1);
    expect(reading.sort).toEqual({ field, direction });
  });
});

describe('readRequest: which way a sort runs', () => {
  it.each([
    ['sort by due date, oldest at the top', 'due', 'asc'],
    ['sort by amount from high to low', 'amount', 'desc'],
    ['sort by amount from low to high', 'amount', 'asc'],
    ['sort by date from newest to oldest', 'date', 'desc'],
    ['sort by name z to a', 'name', 'desc'],
    ['sort them by amount', 'amount', 'desc'],
  ])('"%s"', (prompt, field, direction) => {
    expect(read(prompt).sort).toEqual({ field, direction });
  });
});

describe('readRequest: a credit limit filled in or not', () => {
  it('reads "without a credit limit" as the field empty', () => {
    expect(read('customers without a credit limit').fields).toEqual([{ field: 'creditlimit', present: false }]);
  });

  it('reads "with a credit limit over 100k" as an amount, not the field filled in', () => {
    const reading = read('customers with a credit limit over 100k');
    expect(reading.fields).toEqual([]);
    expect(reading.money).toHaveLength(1);
  });
});

describe('readRequest: over the credit limit', () => {
  it.each([
    'which customers are over their credit limit?',
    'customers who have exceeded their credit limit',
    'customers past their credit limit',
    'clients whose credit limit is exceeded',
  ])('"%s" compares what they owe with their limit, never a limit of no number', (prompt) => {
    const reading = read(prompt);
    expect(reading.overCreditLimit).toBe(true);
    expect(reading.money).toEqual([]);
  });

  it('leaves a limit with a number to the amounts', () => {
    const reading = read('customers with a credit limit over 100k');
    expect(reading.overCreditLimit).toBe(false);
    expect(reading.money).toHaveLength(1);
  });
});

describe('readRequest: a period in the possessive', () => {
  it('reads "last month\'s sales" whole', () => {
    const reading = read("last month's sales");
    expect(reading.date?.range.label).toBe('last month');
    expect(reading.leftovers).toEqual([]);
  });
});

describe('readRequest: a period left out', () => {
  it.each([
    ['invoices from this year except this month', 'this month'],
    ["this year's sales orders except this month's", 'this month'],
    ['sales this year excluding last month', 'last month'],
  ])('%s leaves out %s, and the year is still the period', (prompt, label) => {
    const reading = read(prompt);
    expect(reading.exceptDate?.label).toBe(label);
    expect(reading.date?.range.label).toBe('this year');
    expect(reading.leftovers.join(' ')).not.toMatch(/except|excluding|month/);
  });
});

describe('readRequest: quotes', () => {
  it('reads text in quotes, and no quote in two possessives', () => {
    expect(read(`customers named 'Acme Ltd'`).quoted).toEqual(['acme ltd']);
    expect(read("this year's sales orders except this month's").quoted).toEqual([]);
  });
});

describe('readRequest: the date a document is dated by', () => {
  it.each([
    ['unpaid invoices dated at least 90 days ago'],
    ['open invoices issued more than 30 days ago, whatever their due date'],
    ['bills posted this week'],
    ['invoices raised last month, regardless of the due date'],
  ])('%s: the transaction date, every word read', (prompt) => {
    const reading = read(prompt);
    expect(reading.date?.field).toBe('date');
    expect(reading.leftovers).toEqual([]);
  });

  it('still reads "due" as the due date', () => {
    expect(read('invoices due last month').date?.field).toBe('due');
  });
});
