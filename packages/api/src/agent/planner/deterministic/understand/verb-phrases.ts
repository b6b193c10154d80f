/**
 * What operators say with a verb, put in the words the readers read: "which bills did we pay
 * last month?" asks for bills *paid* last month, "POs still waiting to be received" for POs *not
 * yet received*. Only phrases with one meaning are rewritten; the rest is read as typed.
 */
const REWRITES: readonly (readonly [RegExp, string])[] = [
  // "Payed" is the nautical word; in a ledger it is always "paid".
  [/\bpayed\b/g, 'paid'],
  // "Did we pay", "have they settled", "did we collect on": the documents were paid.
  [
    /\b(?:did|have|has|had)\s+(?:we|they|you|i|it|those|these|the customers?|customers?|the vendors?|vendors?)\s+(?:pay|paid|settle|settled|clear|cleared|collect(?:ed)?(?:\s+on)?)(?:\s+off)?\b/g,
    'paid',
  ],
  [/\b(?:we|they)\s+(?:paid|settled|cleared|collected on)\b/g, 'paid'],
  // Money that moved rather than documents settled: "how much did we pay out to vendors", "cash
  // collected from customers" are the payments themselves.
  [
    /\b(?:paid|pay|paying|went|go|goes|gone|going|sent)\s+out(?:\s+to)?\s+(?:our\s+)?(vendors|suppliers)\b|\b(?:paid|went|gone|sent)\s+to\s+(?:our\s+)?(vendors|suppliers)\b/g,
    'payments to vendors',
  ],
  [/\b(?:came|come|comes|coming)\s+in\s+from\s+(?:our\s+)?(?:customers|clients)\b/g, 'total payments from customers'],
  // "Cash collected" is an amount; "collected from customers" alone may be the payments listed.
  [
    /\b(?:cash|money)\s+(?:collected|received)\s+from\s+(?:our\s+)?(?:customers|clients)\b/g,
    'total payments from customers',
  ],
  [/\b(?:payments\s+)?(?:collected|received)\s+from\s+(?:our\s+)?(?:customers|clients)\b/g, 'payments from customers'],
  // "Invoices still waiting to be paid", "POs we're still waiting on": not paid, not received yet.
  [/\b(?:(?:are|is)\s+)?(?:still\s+)?waiting\s+(?:to\s+be\s+paid|for\s+(?:a\s+|their\s+)?payment)\b/g, 'not yet paid'],
  [
    /\b(purchase orders|pos)\s+(?:(?:are|is)\s+)?(?:we|i)\s+(?:are\s+|am\s+)?(?:still\s+)?waiting\s+(?:on|for)\b(?!\s+(?:an?\s+|the\s+|their\s+)?(?:vendor\s+)?(?:bills?|invoices?|billing|approval))/g,
    '$1 not yet received',
  ],
  // "Still waiting to be received", "waiting for a bill", "still need billing": not done yet.
  [/\b(?:(?:are|is)\s+)?(?:still\s+)?waiting\s+(?:to\s+be\s+|to\s+)(?:received|receive)\b/g, 'not yet received'],
  [
    /\b(?:(?:are|is)\s+)?(?:still\s+)?waiting\s+(?:to\s+be\s+|to\s+)(?:shipped|ship|fulfilled|fulfil|fulfill)\b/g,
    'not yet shipped',
  ],
  // "Still need to go out the door", "have yet to ship": not shipped yet.
  [
    /\b(?:still\s+)?(?:needs?\s+to|has\s+to|have\s+to|yet\s+to)\s+(?:go|get|be\s+sent|be\s+shipped|ship)(?:\s+out(?:\s+(?:of\s+)?the\s+door)?)?\b/g,
    'not yet shipped',
  ],
  [
    /\b(?:(?:are|is)\s+)?(?:(?:we|i)\s+)?(?:still\s+)?(?:waiting\s+(?:to\s+be\s+(?:billed|invoiced)|to\s+(?:bill|invoice)|for\s+(?:a\s+|the\s+|their\s+)?(?:vendor\s+)?bills?|on\s+(?:a\s+|the\s+|their\s+)?(?:vendor\s+)?bills?(?:\s+for)?)|(?:still\s+)?needs?\s+(?:billing|to\s+be\s+billed))\b/g,
    'not yet billed',
  ],
  // Negations with one meaning: "customers that aren't active" are inactive, invoices "that
  // aren't open any more" closed, "with nothing left to pay" paid in full, "not priced above 50"
  // priced at most 50, "not above their reorder point" at it or below.
  [/\b(?:that |who |which )?(?:aren't|are not|isn't|is not|(?:are |is )?no longer)\s+active\b/g, 'inactive'],
  [/\b(?:that |which )?(?:aren't|are not|isn't|is not|(?:are |is )?no longer)\s+open(?:\s+any\s?more)?\b/g, 'closed'],
  [/\bwith nothing (?:left )?(?:to pay|owing|outstanding|owed|due|open)\b/g, 'paid in full'],
  [/\bnot above (the|their|its) re-?order (points?|levels?)\b/g, 'at $1 reorder $2'],
  [
    /\b(?:not|(?:is|are|was|were)(?:n't| not)) (priced |costing |valued |worth )?(?:above|over|more than|greater than|higher than)\b/g,
    '$1at most',
  ],
  [
    /\b(?:not|(?:is|are|was|were)(?:n't| not)) (priced |costing |valued |worth )?(?:below|under|less than|lower than|fewer than)\b/g,
    '$1at least',
  ],
  // "Not paid by their due date": past due and still owed.
  [
    /\b(?:(?:was|were|is|are|has|have)(?:n't| not)?\s+)?(?:not|didn't|did not|haven't|hasn't|wasn't|weren't)\s+(?:been\s+)?(?:paid|pay|settled|settle)\s+(?:by|before|on)\s+(?:their|the|its)\s+due dates?\b/g,
    'overdue',
  ],
  // "Employees who are not sales reps": one word for the ones that are not.
  [
    /\b(?:(?:who|that)\s+)?(?:are|is)(?:n't|\s+not)\s+(?:a\s+)?sales\s?reps?\b|\bnot\s+sales\s?reps?\b/g,
    'non_sales_reps',
  ],
  // "How much money haven't our customers paid us yet?": what they still owe.
  [
    /\b(?:haven't|have not|hasn't|has not)\s+(?:our\s+|the\s+)?(customers|clients)\s+paid(?:\s+us)?(?:\s+yet)?\b/g,
    '$1 still owe us',
  ],
  // "Bought last year but nothing so far this year": none in the later period.
  [
    /\bbut (?:nothing|none|no (?:sales|orders|purchases|invoices|bills))(?: (?:so far|yet))? (?:in )?(this|the current) (year|quarter|month|week)\b/g,
    'but not this $2',
  ],
  // "Leave out the overdue ones": those not yet due.
  [
    /\b(?:leave|leaving) out (?:the )?overdue(?: ones)?\b|\b(?:excluding|except|without) (?:the )?overdue(?: ones)?\b/g,
    'not yet due',
  ],
  // "Which suppliers are we still waiting to pay?": vendors with bills still open.
  [
    /\b(vendors|suppliers) (?:are|do) (?:we|i) (?:still )?(?:waiting to pay|need to pay|have to pay|owe)\b(?!\s+(?:the\s+)?(?:most|more|least|less|over|under|above|below|money|\d))/g,
    '$1 with open bills',
  ],
  // "Invoice INV1045, not the payment for it": the other kind of record named only to set it aside.
  [
    /,\s*not (?:the |any |their )?(payments?|fulfill?ments?|item fulfill?ments?|receipts?|item receipts?|bills?|invoices?|orders?)(?: for (?:it|them|those))?$/g,
    '',
  ],
  // "Behind on their payments": customers with invoices past due.
  [
    /\b(?:(?:are|is) )?behind (?:on|with) (?:their |its |his |her )?(?:payments?|invoices?)\b/g,
    'with overdue invoices',
  ],
  // "What did that come to?", "what do they add up to": their total.
  [
    /\b(?:come|comes|came|coming|add|adds|added|adding|amount|amounts|amounted|sum|sums|summed) (?:up )?to\b(?! (?:be|pay|bill|invoice)\b)/g,
    'total',
  ],
  // "Phone numbers for them?" after a list of customers: the list again, which shows them.
  [
    /^(?:(?:and|so|ok|okay|can i (?:get|have)|give me|what are)\s+)*(?:(?:the|their)\s+)?(?:phone numbers?|phones|e-?mails?|email addresses|contact details|addresses)\s+(?:for|of)\s+(?:them|those|these|each of them|all of them)\b/g,
    'show them',
  ],
  [/\bemail address(?:es)?\b/g, 'email'],
  [/\bphone numbers?\b/g, 'phone'],
  // "Bills that fall due next week" are due then; "orders that came in", "shipments that went
  // out" last week are dated then: the verb says only that they happened.
  [/\b(?:falls?|fell|comes?|coming|came) due\b/g, 'due'],
  [/\b(?:that |which )?(?:came|come|comes|coming) in\b|\b(?:that |which )?(?:went|go|goes|going) out\b/g, ''],
];

export function readVerbPhrases(text: string): string {
  let rewritten = text;
  for (const [pattern, words] of REWRITES) rewritten = rewritten.replace(pattern, words);
  return rewritten.replace(/\s+/g, ' ').trim();
}
