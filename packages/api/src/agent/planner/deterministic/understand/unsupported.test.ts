import { describe, expect, it } from 'vitest';
import { unsupportedAction } from './unsupported.ts';

describe('unsupportedAction', () => {
  it.each([
    ['email all customers with overdue invoices a payment reminder', 'send email or messages'],
    ['send a reminder to Green and Sons', 'send email or messages'],
    ['please notify the vendors with open bills', 'send email or messages'],
    ['can you text the sales rep', 'send email or messages'],
    ['send statements to customers in texas', 'send email or messages'],
    ['create a journal entry moving 500 from rent to utilities', 'create journal entries'],
    ['post a JE for the accrual', 'create journal entries'],
    ['reclass 1200 from office supplies to software', 'create journal entries'],
    ['approve sales order so1048', 'approve, void, close or reverse transactions'],
    ['void invoice inv1044', 'approve, void, close or reverse transactions'],
    ['create a department called r&d', 'create or change that kind of record'],
    ['add a new bank account', 'create or change that kind of record'],
    ['import these customers', 'import, upload, print or schedule'],
    [
      'move 10 units of nw-1022 from the east coast warehouse to the west coast warehouse',
      'transfer stock between locations',
    ],
    ['transfer 5 nw-1026 east coast to west coast', 'transfer stock between locations'],
    ['can you transfer stock of nw-1027 to the toronto warehouse?', 'transfer stock between locations'],
    ['issue a credit memo for 200 to green and sons', 'issue credit memos'],
    ['credit 50 against the latest one', 'issue credit memos'],
    ['can you send a payment reminder email to Acme Ltd?', 'send email or messages'],
    ['add one moving 500 from rent to utilities', 'create journal entries'],
    ["don't list the journals, book a new one: 250 from travel to meals", 'create journal entries'],
    ['just move 2 from the east coast warehouse to the toronto warehouse', 'transfer stock between locations'],
    ["don't just list the overdue invoices - email each of those customers a copy", 'send email or messages'],
    ['send each of those customers an email reminder', 'send email or messages'],
    ['journal entry: debit rent 1,200, credit operating checking', 'create journal entries'],
    ["i've got a spreadsheet of 40 new customers - can you import it?", 'import, upload, print or schedule'],
    ['can you issue grant group a refund of 200 dollars?', 'issue credit memos'],
    ["sawayn group sent back 2 nw-1010 - don't bill them for those, credit them instead", 'issue credit memos'],
  ])('refuses "%s"', (text, action) => {
    expect(unsupportedAction(text.toLowerCase())?.action).toBe(action);
  });

  it.each([
    'customers without an email',
    'email of customer grant group',
    'change the email of customer grant group to ar@grant.test',
    'write a user event script which emails the sales rep when an invoice is edited',
    'record a payment for invoice inv1046',
    'create a purchase order from moore inc for 10 units of nw-1002',
    'journal entries this month',
    'list departments',
    'sales orders pending approval',
    'create a customer named acme ltd',
    'journals booked this month',
    'purchase orders from moore inc to the east coast warehouse',
    'phone numbers for them?',
    'email for roob media',
    'credit limit on kling, braun and dubuque?',
    'credit terms for beier llc',
    'send me the list',
    'which emails bounced',
    'debit memos this month',
  ])('leaves "%s" to the tools that do it', (text) => {
    expect(unsupportedAction(text)).toBeUndefined();
  });
});
