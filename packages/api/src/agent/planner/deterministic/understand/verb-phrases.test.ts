import { describe, expect, it } from 'vitest';
import { readVerbPhrases } from './verb-phrases.ts';

describe('readVerbPhrases', () => {
  it.each([
    ['which bills did we pay last month', 'which bills paid last month'],
    ['how much went out to vendors last month', 'how much payments to vendors last month'],
    ['which ones still need to go out the door', 'which ones not yet shipped'],
    ["how much money haven't our customers paid us yet", 'how much money customers still owe us'],
    ['employees who are not sales reps', 'employees non_sales_reps'],
    ['which invoices did those pay off', 'which invoices paid'],
    [
      'customers who bought from us last year but nothing so far this year',
      'customers who bought from us last year but not this year',
    ],
    ['how much came in from customers this month', 'how much total payments from customers this month'],
    ['which invoices are still waiting to be paid', 'which invoices not yet paid'],
    ['which purchase orders are we still waiting on', 'which purchase orders not yet received'],
    ['which ar invoices did we collect on this month', 'which ar invoices paid this month'],
    ['invoices payed last month', 'invoices paid last month'],
    ['which bills did they settle', 'which bills paid'],
    ['which pos are still waiting to be received', 'which pos not yet received'],
    ['which orders are still waiting to ship', 'which orders not yet shipped'],
    ['purchase orders waiting for a bill', 'purchase orders not yet billed'],
    ['which purchase orders are we still waiting on a vendor bill for', 'which purchase orders not yet billed'],
    ['which of them still need billing', 'which of them not yet billed'],
    ['which bills fall due in the next 7 days', 'which bills due in the next 7 days'],
    ["customers that aren't active", 'customers inactive'],
    ["invoices that aren't open any more", 'invoices closed'],
    ['invoices with nothing left to pay', 'invoices paid in full'],
    ['items not priced above 50', 'items priced at most 50'],
    ['bills not under 500', 'bills at least 500'],
    ['items not above their reorder point', 'items at their reorder point'],
    ['which customers are behind on their payments', 'which customers with overdue invoices'],
    ['customers missing email addresses', 'customers missing email'],
    ['invoices not paid by their due date', 'invoices overdue'],
    ["how much of our receivables wasn't paid by the due date", 'how much of our receivables overdue'],
    ["bills we didn't pay by their due date", 'bills we overdue'],
    ['leave out the overdue ones', 'not yet due'],
    ['which suppliers are we still waiting to pay', 'which suppliers with open bills'],
    ['invoice inv1045, not the payment for it', 'invoice inv1045'],
    ['item receipts this month, not fulfillments', 'item receipts this month'],
    ['what sales orders came in last week', 'what sales orders last week'],
    ['which shipments went out last month', 'which shipments last month'],
    ['sos waiting to be invoiced', 'sos not yet billed'],
    ['how much did we pay out to vendors last month', 'how much payments to vendors last month'],
    ['cash collected from customers mtd', 'total payments from customers mtd'],
    ['phone numbers for them', 'show them'],
    ['can i get the email addresses of those', 'show them'],
    ['payments received from customers this week', 'payments from customers this week'],
    ['what did that come to in total', 'what did that total in total'],
    ['what do they add up to', 'what do they total'],
  ])('%s', (text, read) => {
    expect(readVerbPhrases(text)).toBe(read);
  });

  it.each([
    'which vendors do we owe the most',
    'suppliers we owe more than 5000',
    'bills we need to pay this week',
    'customers that paid late',
    'invoices due this month',
    'invoices that come to be paid late',
  ])('leaves "%s" as typed', (text) => {
    expect(readVerbPhrases(text)).toBe(text);
  });
});
