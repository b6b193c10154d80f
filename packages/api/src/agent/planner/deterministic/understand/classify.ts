import type { ReportId } from '../../../tools/netsuite/reports/index.ts';
import type { Reading } from './read-request.ts';
import { type Unsupported, unsupportedAction } from './unsupported.ts';
import { FIELD_WORDS } from './write-fields.ts';

/**
 * What a request asks for, read from its verbs and keywords. The order of the checks is the
 * order of precedence: a request to write a script that "lists invoices" is about a script.
 */
export type Classified =
  | { readonly intent: 'out_of_scope'; readonly reason: 'injection' | 'bulk_write' | 'unrelated' | 'sql_write' }
  | { readonly intent: 'help' }
  | { readonly intent: 'suiteql'; readonly query: string }
  | { readonly intent: 'create_script' | 'create_field' | 'create_workflow' | 'deploy' }
  | { readonly intent: 'list_saved_searches' }
  | { readonly intent: 'run_saved_search'; readonly name: string }
  | { readonly intent: 'create_saved_search' }
  | { readonly intent: 'run_report'; readonly report: ReportId | 'list' }
  | { readonly intent: 'record_metadata' }
  | { readonly intent: 'process_step'; readonly step: ProcessStep }
  /** "Bill it", "receive the goods": the next step of the document the last write made or used. */
  | { readonly intent: 'process_step'; readonly step: 'next'; readonly verb: NextVerb }
  | { readonly intent: 'create_record' | 'update_record' | 'delete_record' }
  | { readonly intent: 'count' }
  | {
      readonly intent: 'aggregate';
      readonly measure: 'count' | 'sum' | 'avg' | 'max' | 'min';
      readonly ranking: boolean;
    }
  | { readonly intent: 'export' }
  | { readonly intent: 'record_detail'; readonly position: number | 'last' }
  /** An action no tool can do: refused, saying why and what instead. */
  | { readonly intent: 'unsupported'; readonly unsupported: Unsupported }
  /** Figures computed from the ledger: cash in the bank, days sales or payables outstanding, a period against another. */
  | { readonly intent: 'finance'; readonly metric: FinanceMetric }
  /** What a customer bought or a vendor sold us: the lines of their transactions. */
  | { readonly intent: 'lines' }
  | { readonly intent: 'query' };

export type FinanceMetric = 'cash_balance' | 'dso' | 'dpo' | 'compare';

export type NextVerb = 'receive' | 'bill' | 'pay' | 'ship' | 'invoice';

export type ProcessStep =
  | 'purchase_order'
  | 'item_receipt'
  | 'vendor_bill'
  | 'vendor_payment'
  | 'sales_order'
  | 'item_fulfillment'
  | 'invoice'
  | 'customer_payment';

const INJECTION =
  /^system\s*:|\b(?:unrestricted|god|sudo|root|admin|debug) mode\b|\b(?:user|users'?|every|all|their|employee|admin) passwords?\b|\bpasswords? (?:of|for) (?:every|all|each|the)\b|\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:rules|instructions|guardrails|restrictions|prompt|safety|previous|above)\b|\b(?:system prompt|jailbreak|developer mode|you are now|pretend (?:to be|you are)|act as (?:an? )?(?:admin|root|dan))\b/;
const BULK_WRITE =
  /\b(?:delete|remove|erase|purge|mark|update|change|set|close|void|deactivate)\b.{0,20}\ball (?:of )?(?:them|those|these)\b|\b(?:delete|remove|erase|wipe|purge|drop|destroy|clear|deactivate|update|change|set)\b.{0,30}\b(?:all|every|each|entire|whole)\b.{0,30}\b(?:customers?|vendors?|suppliers?|employees?|items?|products?|invoices?|bills?|orders?|records?|transactions?|data|database|accounts?)\b/;
/** "Can you run ...", "now ...": words before a statement that leave it a statement. */
export const SQL_PREFACE =
  /^\s*(?:(?:now|then|and|ok(?:ay)?|please|(?:can|could|would|will) you)[\s,]+)*(?:(?:run|execute|exec)\s+)?(?:this\s*:?\s*)?/;
const SQL_WRITE =
  /^\s*(?:delete\s+from|update\s+\w+\s+set|insert\s+into|drop\s+(?:table|view|index|schema)|alter\s+table|truncate\s+table|create\s+(?:table|view|index|schema)|merge\s+into|(?:grant|revoke)\s+(?:all|select|insert|update|delete|execute|usage|create|alter|drop|references|connect)\b)|;\s*(?:delete|update|insert|drop|alter|truncate)\b|'\s*;\s*--|\bor\s+1\s*=\s*1\b/;
const SQL_READ = /^\s*(?:select|with)\s[\s\S]+\bfrom\b/;

/** Topics that are plainly not about an ERP account, whatever else the words hold. */
const UNRELATED =
  /\b(?:weather|forecast|temperature outside|joke|jokes|poem|poetry|haiku|song|lyrics|recipe|cook|movie|movies|film|tv show|netflix|sports?|football|soccer|basketball|baseball|cricket|who won|world cup|olympics|president|prime minister|election|politics|capital of|population of|translate|horoscope|zodiac|bitcoin|crypto|ethereum|dating|girlfriend|boyfriend|meaning of life|tell me a story|write (?:me )?an? (?:essay|story|letter|email to)|homework|math problem|solve for x|celebrity|famous|news today|latest news|what time is it|what day is it|play music|restaurant|vacation|travel to|flight to|hotel)\b/;

const HELP =
  /^(?:help|help me|\?+|what can you do|what do you do|what can i ask|what can i do|how (?:do|does) (?:this|it|you) work|what are your (?:capabilities|features|commands)|capabilities|commands|examples|show me examples|how can you help(?: me)?|what (?:kind of |sort of )?(?:things|questions|requests) can (?:i|you)\b.*|who are you|what are you|hi|hello|hey|hi there|hello there|good (?:morning|afternoon|evening)|thanks|thank you|get started|getting started|how do i (?:start|use this|begin)|what can you help with|what else (?:can|could|do) you (?:do|help with|handle)|what (?:can't|cannot|can not|can you not) you do|what (?:can't|cannot) you do)\b[\s?!.]*$/;

const SCRIPT_WORDS =
  /\b(?:suitescripts?|user ?event scripts?|client scripts?|scheduled scripts?|map ?\/? ?reduce(?: scripts?)?|restlets?|suitelets?|mass update scripts?|workflow action scripts?|scripts?)\b/;
const CREATE_VERB =
  /\b(?:create|write|generate|build|make|draft|code|develop|set ?up|add|new|give me|need|want|produce|implement|design)\b/;

/** Words that ask about what exists ("which workflows run on invoices?"), not for something new. */
const ASKS_ABOUT_EXISTING =
  /^(?:show|list|find|get|display|which|what|how many|are there|is there|do we have|does|do|did|when|where|who)\b|\b(?:deployed|existing|running)\b/;
/** A field described as a spec line opens: "checkbox field on customers: ...", "a custom date field for items". */
const DESCRIBED_FIELD =
  /^(?:an?\s+|new\s+)?(?:custom\s+)?(?:checkbox|check box|date|text|list|dropdown|currency|decimal|integer|free[- ]form text|long text)\s+field\b|^(?:an?\s+|new\s+)?custom\s+(?:\w+\s+)?field\b/;

const REPORTS: readonly { readonly pattern: RegExp; readonly report: ReportId }[] = [
  {
    pattern:
      /\b(?:a\/?r|accounts receivable|receivables?|customer)\s+aging\b|\baged (?:receivables|a\/?r|debtors|invoices)\b|\baging\s+(?:of\s+)?(?:receivables|a\/?r|invoices|customers)\b|\bar aging\b/,
    report: 'ar_aging',
  },
  {
    pattern:
      /\b(?:a\/?p|accounts payable|payables?|vendor|supplier)\s+aging\b|\baged (?:payables|a\/?p|creditors|bills)\b|\baging\s+(?:of\s+)?(?:payables|a\/?p|bills|vendors)\b|\bap aging\b/,
    report: 'ap_aging',
  },
  {
    pattern: /\bsales (?:by|per) customers?\b|\bcustomer sales (?:report|summary)\b|\brevenue (?:by|per) customers?\b/,
    report: 'sales_by_customer',
  },
  {
    pattern:
      /\bsales (?:by|per) (?:items?|products?|skus?)\b|\b(?:item|product) sales (?:report|summary)\b|\brevenue (?:by|per) (?:items?|products?)\b/,
    report: 'sales_by_item',
  },
  {
    pattern:
      /\bopen (?:sales )?orders? report\b|\breport (?:of|on) open (?:sales )?orders\b|\bbacklog\b|\bopen orders\b(?=.*\breport\b)/,
    report: 'open_orders',
  },
  {
    pattern:
      /\b(?:inventory|stock)(?: levels?)? on hand\b|\bon[- ]hand (?:inventory|stock|quantities)\b|\b(?:inventory|stock) (?:levels?|report|position|status)\b|\bwhat(?:'s| is) in stock\b|\bstock levels?\b|\b(?:stock|inventory) (?:(?:that |which )?(?:we|i) (?:hold|have|keep|carry)|held|kept) (?:at|in)\b/,
    report: 'inventory_on_hand',
  },
  {
    pattern:
      /\bincome statement\b|\bp ?& ?l\b|\bp and l\b|\bprofit (?:and|&) loss\b|\bprofit and loss statement\b|\bpnl\b|\bnet (?:income|profit|loss|earnings)\b|\bgross (?:profit|margin)\b|\b(?:make|made|turn|turned|run|ran|post|posted) (?:a )?(?:profit|loss)\b|\bprofitab(?:le|ility)\b|\bbottom line\b/,
    report: 'income_statement',
  },
];

const METADATA =
  /^(?:(?:show|list|give|get)\s+(?:me\s+)?(?:the\s+)?)?(?:customer|client|vendor|supplier|employee|item|product|invoice|bill|vendor bill|sales order|purchase order|payment)s?\s+(?:fields|columns|schema)$|\b(?:what|which) fields\b|\bfields (?:of|on|for|in)\b|\b(?:describe|explain)\b.{0,20}\b(?:record|records|record type|fields)\b|\bschema (?:of|for)\b|\bmetadata\b|\bwhat(?:'s| is) on (?:a|an|the) \w+ record\b|\b\w+ record (?:fields|structure|schema|layout)\b|\bavailable fields\b|\bfield list\b/;

const COUNT =
  /\bh(?:o)?w many\b|\bnumber of\b|\bcount\b|\bhow much .{0,20}\b(?:records|entries)\b|\btotal number\b|\bquantity of\b/;
/**
 * A total asked for. "Worth", "value" and "total" before a comparison or an amount are a condition
 * on each record instead: "SOs worth at least $4,000", "invoices with a total over 5k".
 */
const SUM =
  /\b(?:(?:total|value of|worth)(?!\s+(?:of\s+)?(?:at least|at most|over|more than|under|less than|above|below|between|greater than|no more than|no less than|exceeding|[$£€]|\d))|sum|summed|add up|adds up|combined|aggregate|how much|in total|overall)\b/;
/**
 * Money said as a figure: "what's our AR?", "AP balance", "YTD revenue". Without a verb of
 * listing these ask for the amount, not for the documents behind it.
 */
const MONEY_FIGURE =
  /\b(?:ar|ap|a\/r|a\/p|receivables?|payables?|revenue|turnover|spend|sales(?! orders?\b| reps?\b| invoices?\b| by\b| per\b))\b/;
const LISTING =
  /^(?:show|list|find|get|give|display|pull|which|who|what (?:invoices|bills|orders|customers|vendors))\b|\b(?:list|show)\b/;
/** A breakdown's groups: "in each status", "per month", "by vendor". */
const GROUPED =
  /\b(?:in|for|of) each\b|\b(?:by|per) (?:month|status|location|warehouse|subsidiary|customer|client|vendor|supplier|item|product|(?:sales ?)?reps?|sales ?(?:person|people)|account managers?|employees?)\b|\bmonthly\b|\bmonth by month\b/;
const AVERAGE = /\b(?:average|avg|mean|typical)\b/;
const MAXIMUM = /\bmaximum\b|\bmax\b/;
const MINIMUM = /\bminimum\b|\bmin\b/;
const RANKING =
  /\b(?:top|bottom|best|worst|biggest|largest|most valuable|highest|smallest|lowest)\s+(?:\d+\s+|\w+\s+)?(?:customers?|clients?|vendors?|suppliers?|items?|products?|skus?|sales ?reps?|employees?)\b|\b(?:customers?|clients?|vendors?|suppliers?|items?|products?|skus?)\b.{0,30}\b(?:by|ranked by) (?:sales|revenue|spend|spending|purchases|amount|value|volume|quantity|units)\b|\bwho (?:are|were) (?:my|our|the) (?:top|biggest|largest|best)\b|\b(?:customers?|clients?|vendors?|suppliers?|items?|products?)\b.{0,30}\b(?:are|were|is|was) (?:the |our |my )?(?:top|biggest|largest|best|most valuable)\b|\b(?:spend|spent|sell|sold|buy|bought|order|ordered|purchase|purchased|bill|billed|invoice|invoiced) (?:the )?(?:most|least)\b|\b(?:the )?(?:most|least) (?:revenue|sales|money|business|spend|spending|orders|units)\b|\b(?:in|for) each (?:status|month|location|warehouse|subsidiary|customer|vendor|item|product)\b|\b(?:by|per) month\b|\bmonthly\b|\bmonth by month\b|\bbreak(?:down| down|ing down)?\b.{0,20}\bby\b|\b(?:group|grouped|split|divide|total|sum|age)(?: (?:it|them|those|these|that|this|up|out))* by\b|\bper (?:customer|vendor|item|location|subsidiary|status|(?:sales ?)?rep|employee)\b|\bby (?:status|location|subsidiary|customer|vendor|supplier|item|product|(?:sales ?)?reps?|employees?)\b/;

const CASH_BALANCE =
  /\bbalances? (?:of|in|on) (?:our |the )?(?:\d{4} )?(?:[a-z-]+ ){0,3}(?:bank|checking|savings|money market)(?: accounts?)?\b|\b(?:checking|savings|money market|bank) accounts? balances?\b|\b(?:cash|bank)(?: accounts?)? (?:balances?|position|on hand|available|at hand)\b|\bbalances? (?:of|in|on) (?:our |the )?(?:bank|cash|checking|savings)(?: accounts?)?\b|\bhow much (?:cash|money) (?:do we have|have we got|is (?:there )?in the bank|is in (?:our|the) (?:bank|accounts?))\b|\bcash in (?:the )?bank\b|\b(?:what(?:'s| is) in|balances? of) (?:our |the )?bank accounts?\b|\bbank balances?\b|\bhow much (?:money |cash )?(?:is|do we have|have we got|is there|sits?|is sitting) (?:in|on) (?:the |our )?(?:[a-z0-9-]+ ){0,3}(?:bank|checking|savings|money market)(?: accounts?)?\b|\b(?:bank|checking|savings) accounts? (?:has|have|holds?|with) (?:the )?(?:most|least|more|less|highest|lowest|biggest|smallest) (?:money|cash|in it|balance)\b|\b(?:most|least) (?:money|cash) (?:in|of) (?:our |the )?(?:bank|checking|savings)(?: accounts?)?\b/;
const DSO =
  /\bdso\b|\bdays?(?: of)? sales outstanding\b|\bhow many days of (?:sales|revenue|invoicing)\b|\bhow (?:long|many days) (?:does it take|do (?:our )?customers take|do we take) to (?:pay|collect|get paid)\b|\baverage (?:collection period|days to (?:collect|pay|get paid))\b|\bcollection period\b/;
const DPO =
  /\bdpo\b|\bdays?(?: of)? payables? outstanding\b|\bhow (?:long|many days) do we take to pay (?:our )?(?:vendors|suppliers|bills)\b/;
const COMPARE =
  /\b(?:ahead of|behind|up on|down on) (?:last|the previous|the prior|previous|prior) (?:year|month|quarter|week)\b|\b(?:against|vs\.?|versus|compared (?:to|with)) (?:the )?(?:(?:month|quarter|year|period) before|(?:previous|prior|preceding) (?:month|quarter|year|period))\b|\bcompare[sd]?\b|\bcomparison\b|\bcompared (?:to|with)\b|\bvs\.?\b|\bversus\b|\b(?:year|month|quarter|week) over (?:year|month|quarter|week)\b|\byoy\b|\bagainst (?:last|the previous|the prior|previous|prior)\b|\b(?:up|down|grow(?:n|th)?|change[sd]?|increase[sd]?|decrease[sd]?|drop(?:ped)?) (?:from|since|on|compared to|versus) (?:last|the previous|previous|prior)\b|\b(?:more|less|higher|lower|better|worse|bigger|smaller)\b.{0,60}?\bthan (?:in |during |for |over )?(?:the )?(?:same|last|previous|prior|preceding)\b/;
/** "Who owes us the most", "which vendors do we owe the most": entities ranked by what is open. */
const OWED_MOST =
  /\bwho (?:owes|owe) (?:us|me)\b|\b(?:which|who) of (?:them|those|these) (?:owes?|owe) (?:us|me)\b|\b(?:which|who) of (?:them|those|these) do (?:we|i) owe\b|\b(?:rank|sort|order)(?:ed)? (?:them|those|these) by how much (?:they owe|(?:we|i) owe)\b|\b(?:customers?|clients?) (?:that |who )?(?:owes?|owing) (?:us )?(?:the )?most\b|\bwho do (?:we|i) owe\b|\b(?:vendors?|suppliers?) (?:do |that |which )?(?:we|i) owe (?:the )?most\b|\b(?:which|what) (?:vendors?|suppliers?) do (?:we|i) owe\b|\b(?:biggest|largest|top) (?:debtors|creditors)\b|\b(?:ranked|sorted|ordered|rank|sort|order) by (?:their )?(?:open |outstanding |unpaid |ar |a\/r |ap |a\/p |receivables? |payables? )?(?:balance|amount owed|amount due|receivables?)\b|\bby (?:open|outstanding|unpaid|ar|a\/r|ap|a\/p) (?:balance|amount)\b|\b(?:largest|biggest|highest) (?:open |outstanding |unpaid )?balances?\b/;
/** "What did Green and Sons buy", "what has Moore Inc ordered", "items we bought from Kemmer". */
const BOUGHT =
  /\bwhat (?:did|has|have|do|does) .{2,60}? (?:buy|bought|purchase|purchased|order|ordered|get|got)\b|\bwhat (?:items|products|goods) (?:did|has|have|does|do) .{2,60}? (?:buy|bought|purchase|purchased|order|ordered)\b|\b(?:items|products|lines|goods) (?:that |which )?.{2,60}? (?:bought|purchased|ordered)\b|\bwhat did we (?:buy|purchase|order) from\b|\bwhat (?:items|products|goods|lines) (?:were|are|was|is) (?:on|in) (?:them|those|these|it|that|this|the \w+)\b|\b(?:items|products|lines) (?:on|in) (?:them|those|these)\b|\b(?:invoice|order|bill|po|purchase order|sales order) lines\b|\blines? items? (?:of|on|for)\b/;

const PROCESS_STEPS: readonly { readonly pattern: RegExp; readonly step: ProcessStep }[] = [
  {
    pattern:
      /\b(?:receive|receiving|check in|record (?:a |the )?receipt (?:of|for)|goods receipt for|item receipt for)\b.{0,40}\b(?:po\d*|pos|purchase orders?|order)\b|\breceive po\b/,
    step: 'item_receipt',
  },
  {
    pattern:
      /\b(?:bill|enter (?:a |the )?(?:vendor )?bill for|create (?:a |the )?(?:vendor )?bill (?:for|from)|convert)\b.{0,30}\b(?:po\d*|purchase orders?)\b|\bbill po\b/,
    step: 'vendor_bill',
  },
  {
    pattern:
      /\bmark\b.{0,30}\b(?:bills?|vb\d+)\b.{0,30}\bas (?:fully )?paid\b|\bpay (?:the |a |this )?(?:vendor |supplier )?bills?\b|\b(?:make|record|create|enter|issue) (?:a |the )?(?:vendor |bill |supplier )?payment (?:for|on|against|of) (?:the |a )?(?:vendor |supplier )?bills?\b|\bpay vb\d+/,
    step: 'vendor_payment',
  },
  {
    pattern:
      /\b(?:fulfill|fulfil|ship|pick and ship|send out|dispatch)\b.{0,30}\b(?:so\d*|sales orders?|orders?)\b|\bcreate (?:an? )?(?:item )?fulfill?ment (?:for|from)\b/,
    step: 'item_fulfillment',
  },
  {
    pattern:
      /\b(?:invoice|bill)\b.{0,20}\b(?:so\d*|sales orders?)\b|\b(?:create|generate|make|raise|issue) (?:an? |the )?invoice (?:for|from) (?:the |sales )?(?:so\d*|sales orders?|orders?)\b/,
    step: 'invoice',
  },
  {
    pattern:
      /\bmark\b.{0,30}\b(?:invoices?|inv\d+)\b.{0,30}\bas (?:fully )?paid\b|\b(?:record|apply|receive|enter|log|take|post|accept)\b.{0,15}\bpayments?\b.{0,25}\b(?:invoices?|inv\d+)\b|\b(?:customer )?paid (?:the |their )?invoice\b|\bpayment (?:for|on|against) (?:invoice|inv)\b/,
    step: 'customer_payment',
  },
  {
    pattern:
      /\b(?:create|raise|make|enter|place|issue|add|new|draft|set up|generate|cut)\b.{0,20}\b(?:purchase orders?|po)\b|\border\b.{0,40}\bfrom (?:vendor|supplier)\b|\b(?:buy|purchase|reorder|restock)\b.{0,30}\b(?:units?|pcs|pieces|of)\b/,
    step: 'purchase_order',
  },
  {
    pattern:
      /\b(?:create|raise|make|enter|place|add|new|draft|book|take|set up|generate)\b.{0,20}\b(?:sales orders?|customer orders?|so)\b|\b(?:sell|book an order)\b.{0,30}\b(?:units?|of|to)\b/,
    step: 'sales_order',
  },
];

/** An item code as the account spells them: "NW-1016". */
const ITEM_CODE = /\b[a-z]{2,4}-\d{3,6}\b/;
/** An order line as operators type it: "8 x NW-1016", "3 NW-1013", "9 units of NW-1015", "NW-1016 x 8". */
const ORDER_LINE =
  /\b\d+(?:\.\d+)?\s*(?:x|×|units?|pcs|pieces|ea)?\s*(?:of\s+)?[a-z]{2,4}-\d{3,6}\b|\b[a-z]{2,4}-\d{3,6}\s*(?:x|×)\s*\d+\b/;
/** An order line naming its item: "8 x gorgeous steel chair", "6 of the sleek steel bike", "3 units of ...". */
const NAMED_ORDER_LINE =
  /(?:^|[\s:–-])\d+(?:\.\d+)?\s*(?:x|×|units?\s+of|pcs\s+of|pieces\s+of|of(?:\s+the)?)\s+[a-z]|(?:[:,–-]|\bfor)\s*\d+(?:\.\d+)?\s+[a-z]/;
/**
 * A customer ordering from us: "Spinka Group just called in an order", "Acme placed an order",
 * "Sawayn Group just called, they want 15 of NW-1020 ... can you put that order in for them?".
 */
const CUSTOMER_ORDERED =
  /\b(?:called in|phoned in|placed|sent in|put in)\s+(?:an?\s+|another\s+)?order\b|\bput (?:that|the|this|an?) order in\b|\b(?:called|phoned|rang|emailed)\b[^.?!]{0,20}\b(?:want|wants|would like|need|needs)\b/;
/** One order, not a list of them: "PO", "a purchase order", "sales order" (never "POs", "orders"). */
const ONE_PURCHASE_ORDER = /\b(?:po|purchase order)\b(?!s)/;
const ONE_SALES_ORDER = /\b(?:so|sales order)\b(?!s)/;
/** A verb of ordering goods from a supplier, with its line: "order 10 NW-1035", "can you order 6 units of NW-1012". */
const ORDER_GOODS =
  /^(?:(?:please|pls|can you|could you|would you|ok(?:ay)?|then|now|and)\s+)*(?:order|reorder|restock|buy|purchase)\s+(?:another\s+|more\s+)?\d/;
/** Words that ask about orders rather than make one: "which PO has NW-1033?", "show the PO for ...". */
const ASKING_ABOUT =
  /^(?:show|list|find|get|display|which|what|who|how|where|when|is|are|was|were|do|does|did|has|have|open|view|look)\b/;

/**
 * A new order said tersely: a singular order word with a line or an item code ("PO Moore Inc 8
 * x NW-1016", "sales order for Blick Group: 5 x NW-1022 at $99 each", "PO for NW-1033"), or a
 * verb of ordering goods with its line ("order 10 NW-1035"). Asking about orders is a query.
 */
export function orderToCreate(text: string): 'purchase_order' | 'sales_order' | undefined {
  if (ASKING_ABOUT.test(text)) return undefined;
  // Items by code, or by name after their quantity ("8 x Gorgeous Steel Chair"): the handler finds them.
  if (!ITEM_CODE.test(text) && !NAMED_ORDER_LINE.test(text)) return undefined;
  const purchase = ONE_PURCHASE_ORDER.test(text);
  const sales = ONE_SALES_ORDER.test(text) || CUSTOMER_ORDERED.test(text);
  if (purchase !== sales) return purchase ? 'purchase_order' : 'sales_order';
  if (!purchase && ORDER_GOODS.test(text) && ORDER_LINE.test(text)) return 'purchase_order';
  return undefined;
}

const ENTITY_WORDS =
  /\b(?:customers?|clients?|vendors?|suppliers?|employees?|items?|products?|inventory items?|contacts?)\b/;
/** A new customer, vendor, employee or item; "enter the vendor bill" is a bill, not a vendor. */
const CREATE_ENTITY =
  /\b(?:create|add|register|set ?up|make|enter|onboard|insert|new)\s+(?:an?\s+|the\s+|one\s+)?(?:new\s+)?(?:customers?|clients?|vendors?|suppliers?|employees?|inventory items?|items?|products?)\b(?!\s+(?:bills?|payments?|credits?|returns?|invoices?|deposits?|receipts?|fulfil?ments?|orders?)\b)/;
const CREATE_RECORD = /\b(?:create|add|new|register|set ?up|make|enter|onboard|insert|open)\b/;
const UPDATE_RECORD =
  /\b(?:update|change|set|modify|edit|rename|correct|fix|replace|deactivate|inactivate|reactivate|activate|mark|make|raise|lower|increase|decrease|bump)\b/;
/** A field of the record shown or named by its possessive: "change its phone to", "update Erdman Group's phone to". */
const OWN_FIELD_CHANGE =
  /^(?:(?:please|can you|could you|would you|now|then|ok|okay)\s+)*(?:change|update|set|modify|edit|correct|fix|raise|lower|increase|decrease|bump)\s+(?:its|their|his|her|[\w ,&.'-]{2,60}?'s)\s+(?:email(?: address)?|e-mail|phone(?: number)?|telephone|credit limit|company name|name|job title|title|base price|price|purchase price|cost|memo|terms)\s+(?:from\s+\S+\s+)?(?:to|=|as)\b/;
/** "Bump the credit line for Mills - Glover up to 90k": a field of a named record, and its new value. */
const FIELD_CHANGE_FOR = new RegExp(
  `^(?:(?:please|can you|could you|would you|now|then|ok|okay)\\s+)*(?:change|update|set|modify|raise|lower|increase|decrease|bump|up|reduce|cut)\\s+(?:the\\s+)?${FIELD_WORDS}\\s+(?:of|for|on)\\s+\\S.{0,80}?\\s+(?:up\\s+|down\\s+)?(?:to|=)\\s+\\S`,
);
/** "Update the credit limit for Sawayn Group": the field and the record, the value still to ask. */
const FIELD_CHANGE_UNSAID = new RegExp(
  `^(?:(?:please|can you|could you|would you|i need to|i want to)\\s+)*(?:change|update|modify|edit|raise|lower|increase|decrease|adjust)\\s+(?:the\\s+)?${FIELD_WORDS}\\s+(?:of|for|on)\\s+(?!(?:all|every|each|them|those)\\b)[^,;]{2,80}$`,
);
/** "Set Sawayn Group credit limit 80000": the name, the field and the value, with nothing between. */
const TERSE_FIELD_CHANGE = new RegExp(
  `^(?:(?:please|can you|could you|now|then|ok|okay)\\s+)*(?:set|update|change|make)\\s+(?!(?:the|its|their|his|her|it|a|an)\\s)[^,;:]{2,60}?(?:'s)?\\s+${FIELD_WORDS}\\s*(?:to\\s+|=\\s*|:\\s*|as\\s+)?\\S+$`,
);
/** "Christiansen Group email orders@christiansen.test": a contact field said with its new value. */
const CONTACT_VALUE =
  /^(?!(?:show|list|find|get|what|which|who|how)\b)(?!.*\b(?:with|whose|where|that|customers|vendors|clients|suppliers|employees)\b)[^:]{2,60}?\s+(?:email address|e-?mail|phone number|phone)\s+(?:is\s+(?:now\s+)?|to\s+|=\s*|:\s*)?(?:\S+@\S+\.\S+|\+?\d[\d()\s.-]{6,})$/;
/** "Customer Grant Group has a new phone number: ...": news of a field's value is a change to it. */
const NEW_FIELD_VALUE = new RegExp(`\\b(?:has|have|got)\\s+(?:a\\s+)?new\\s+${FIELD_WORDS}\\b`);
/** "Raise it to 250,000" after one record's field was stated. */
const CHANGE_IT =
  /^(?:(?:please|can you|could you|would you|now|then|ok|okay|and),?\s+)*(?:change|update|set|make|raise|lower|increase|decrease|bump|up|reduce|cut|drop)\s+(?:it|that|this)\s+(?:up\s+|down\s+)?(?:to|=)\s+\S/;
/** "Delete it" after one record was shown. */
const DELETE_SHOWN =
  /^(?:(?:please|can you|could you|now|then|ok|okay|and)\s+)*(?:delete|remove)\s+(?:it|this|that|this one|that one|this record|that record)\s*[.!?]*$/;
const DELETE_RECORD = /\b(?:delete|remove|erase|get rid of|purge|destroy|drop)\b/;

const SAVED_SEARCH =
  /\bsaved ?searche?s?\b|\bsearches\b|\bcustomsearch\w*|\bsave (?:a |this |that |it as a |the )?(?:new )?search\b|\bsave (?:this|that|it|these|those|them)(?: list| table| results?)? as (?:a |my |our )?(?:new )?(?:saved ?)?search\b/;
/** "Saved search HC Big Orders: sales orders over 5,000": a title and what it finds, the way a list reads. */
const DESCRIBED_SEARCH = /^(?:(?:a|new|a new)\s+)?saved ?search\s+[^:]+:\s*\S/;

const ORDINALS: Readonly<Record<string, number | 'last'>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: 'last',
  top: 1,
};

function rowPosition(text: string): number | 'last' | undefined {
  const ordinal =
    /^(?:(?:show|open|give|tell|get|what about|and|more about|details (?:of|on|for)|more (?:info|details) (?:on|about))\s+)*(?:me\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|eighth|ninth|tenth|last|top)\s+(?:one|row|record|result|entry|item|invoice|order|bill|customer|vendor)?\b/.exec(
      text,
    );
  if (ordinal?.[1]) return ORDINALS[ordinal[1]];
  const numbered = /^(?:(?:show|open)\s+(?:me\s+)?)?(?:row|number|no\.?|#|result|line)\s*(\d{1,3})\s*$/.exec(text);
  if (numbered?.[1]) return Number(numbered[1]);
  return undefined;
}

/** The words before "except ...": "sales this year excluding this month" is said as tersely as "sales this year". */
const withoutExcepted = (text: string) =>
  text.replace(
    /\s*,?\s*\b(?:except(?: for)?|excluding|but not|not counting|other than|apart from|leaving out)\b.*$/,
    '',
  );

/** The kind of request, before any name is looked up. `hasLast` says an earlier table exists. */
export function classify(reading: Reading, hasLast: boolean): Classified {
  const text = reading.text;

  if (INJECTION.test(text)) return { intent: 'out_of_scope', reason: 'injection' };
  const statement = text.replace(SQL_PREFACE, '');
  if (SQL_WRITE.test(text) || SQL_WRITE.test(statement)) return { intent: 'out_of_scope', reason: 'sql_write' };
  if (SQL_READ.test(statement)) return { intent: 'suiteql', query: statement };
  if (BULK_WRITE.test(text)) return { intent: 'out_of_scope', reason: 'bulk_write' };
  if (text.trim() === '' || HELP.test(text.trim())) return { intent: 'help' };
  // "Reclass 1,200 from Travel to Advertising" names an account, not a trip.
  if (UNRELATED.test(text) && !unsupportedAction(text)) return { intent: 'out_of_scope', reason: 'unrelated' };

  if (/\bdeploy\b/.test(text) && !/\bdeployed\b/.test(text)) return { intent: 'deploy' };
  if (SCRIPT_WORDS.test(text) && (CREATE_VERB.test(text) || /\bthat\b|\bwhich\b|\bto\b/.test(text))) {
    if (!SAVED_SEARCH.test(text)) return { intent: 'create_script' };
  }
  // "Workflow on sales orders over 5000 that emails the sales rep": a workflow described, not asked about.
  if (
    /\bworkflows?\b/.test(text) &&
    (CREATE_VERB.test(text) || (!ASKS_ABOUT_EXISTING.test(text) && /\b(?:that|which|to|when|whenever)\b/.test(text)))
  )
    return { intent: 'create_workflow' };
  if (
    (/\b(?:custom )?fields?\b/.test(text) &&
      /\b(?:create|add|new|make|set ?up|build)\b/.test(text) &&
      /\b(?:custom field|field (?:called|named|for|on|to)|(?:checkbox|date|text|list|currency|decimal|integer) field|new field|add (?:an? )?\w* ?field|create (?:an? )?\w* ?field)\b/.test(
        text,
      )) ||
    // "Checkbox field on customers: tax exempt": a field described in a line, the way a spec reads.
    DESCRIBED_FIELD.test(text)
  ) {
    return { intent: 'create_field' };
  }

  const unsupported = unsupportedAction(text);
  if (unsupported) return { intent: 'unsupported', unsupported };

  if (SAVED_SEARCH.test(text)) {
    // "Which saved searches are there apart from Eval Open Bills?", "which saved searches were set up
    // today?" list them; "open" in a title runs nothing, and "set up" asked about creates nothing.
    if (/^(?:which|what|list|show)\b.*\bsaved searches\b/.test(text)) return { intent: 'list_saved_searches' };
    if (
      /\b(?:create|make|build|new|set ?up|save|define|add|generate|call it|name it)\b/.test(text) ||
      DESCRIBED_SEARCH.test(text)
    )
      return { intent: 'create_saved_search' };
    const run =
      /\b(?:run|execute|open|load|launch|results of|pull)\b\s+(?:the\s+|my\s+)?(?:saved ?search\s+)?(.+?)(?:\s+saved ?search)?\s*$/.exec(
        text,
      );
    if (
      run?.[1] &&
      !/^(?:saved ?)?searche?s?$/.test(run[1].trim()) &&
      !/\b(?:all|my|our) saved searches\b/.test(text)
    ) {
      return {
        intent: 'run_saved_search',
        name: run[1]
          .replace(/\bsaved ?search\b/g, '')
          .replace(/^["“']|["”']$/g, '')
          .trim(),
      };
    }
    return { intent: 'list_saved_searches' };
  }

  if (
    /^reports?$|\b(?:what|which|list|show|available|other|more) reports?\b|\breports? (?:can|do) you\b|\breports (?:are there|do you have|are available)\b|\blist (?:all |the |available )?reports\b/.test(
      text,
    )
  ) {
    return { intent: 'run_report', report: 'list' };
  }
  for (const { pattern, report } of REPORTS) {
    // "Stock levels below the reorder point" is a question about stock, not the whole report.
    const stockQuestion = reading.stock.state !== undefined || reading.stock.quantities.length > 0;
    if (pattern.test(text) && !(report === 'inventory_on_hand' && stockQuestion))
      return { intent: 'run_report', report };
  }
  if (/\bag(?:e)?ing\b|\bhow old\b.{0,30}\b(?:receivables|payables|invoices|bills)\b/.test(text)) {
    const payables = /\b(?:payables?|a\/?p|vendors?|suppliers?|bills?)\b/.test(text);
    return { intent: 'run_report', report: payables ? 'ap_aging' : 'ar_aging' };
  }

  if (METADATA.test(text)) return { intent: 'record_metadata' };

  // "Receive it", "the goods arrived, receive them", or the verb alone ("receive") right after a write.
  const next =
    /(?:^|[,;.]\s*)(?:ok(?:ay)?\s+|now\s+|then\s+|and\s+|great\s+|please\s+|(?:can|could|would|will) you\s+)*(receive|bill|pay|ship|fulfill|fulfil|invoice)(?:\s+(?:it|them|that|this|the order|the goods|the items|everything)\b|\s*$)/.exec(
      text,
    ) ??
    /(?:^|[,;.]\s*)(?:ok(?:ay)?\s+|now\s+|then\s+|and\s+|please\s+)*(?:record|enter|take|post|apply|log)\s+(?:the\s+|their\s+|a\s+|its\s+)?(pay)ments?\s*$/.exec(
      text,
    );
  if (next?.[1]) {
    const verb = next[1] === 'fulfill' || next[1] === 'fulfil' ? 'ship' : (next[1] as NextVerb);
    return { intent: 'process_step', step: 'next', verb };
  }
  // "Enter the vendor bill for it", "create the invoice for it": the next document, named.
  const nextDocument =
    /^(?:ok(?:ay)?\s+|now\s+|then\s+|and\s+|please\s+|(?:can|could|would|will) you\s+)*(?:enter|create|make|record|raise|add)\s+(?:a\s+|the\s+)?(vendor bill|bill|invoice|item receipt|receipt|fulfil?ment|payment)\s+(?:for|against|on)\s+(?:it|them|that|this|the order)\b/.exec(
      text,
    );
  if (nextDocument?.[1]) {
    const verb: NextVerb = /bill/.test(nextDocument[1])
      ? 'bill'
      : /receipt/.test(nextDocument[1])
        ? 'receive'
        : /fulfil/.test(nextDocument[1])
          ? 'ship'
          : /payment/.test(nextDocument[1])
            ? 'pay'
            : 'invoice';
    return { intent: 'process_step', step: 'next', verb };
  }
  for (const { pattern, step } of PROCESS_STEPS) if (pattern.test(text)) return { intent: 'process_step', step };
  const order = orderToCreate(text);
  if (order) return { intent: 'process_step', step: order };

  const entity = ENTITY_WORDS.test(text);
  // Whichever verb comes first: "create vendor Eval Delete Me" creates.
  // "Make customer Grant Group inactive" changes a flag; it creates nothing.
  // A clause after it says why: "make vendor Beier Inc inactive, we no longer use them".
  if (
    entity &&
    /^(?:please\s+)?(?:make|mark|set|flag)\b.{1,80}\b(?:as\s+)?(?:inactive|active)\s*(?:$|[,;.]\s*(?:as |since |because )?(?:we|they|it|he|she|i)\b)/.test(
      text,
    )
  ) {
    return { intent: 'update_record' };
  }
  if (
    OWN_FIELD_CHANGE.test(text) ||
    FIELD_CHANGE_FOR.test(text) ||
    NEW_FIELD_VALUE.test(text) ||
    FIELD_CHANGE_UNSAID.test(text) ||
    CONTACT_VALUE.test(text) ||
    TERSE_FIELD_CHANGE.test(text)
  )
    return { intent: 'update_record' };
  if (hasLast && CHANGE_IT.test(text)) return { intent: 'update_record' };
  if (hasLast && DELETE_SHOWN.test(text)) return { intent: 'delete_record' };
  const creates = entity && !COUNT.test(text) ? CREATE_ENTITY.exec(text) : null;
  const deletes = entity ? DELETE_RECORD.exec(text) : null;
  if (creates && (!deletes || creates.index < deletes.index)) return { intent: 'create_record' };
  if (deletes) return { intent: 'delete_record' };
  if (entity && /\b(?:deactivate|inactivate|reactivate|activate|disable|archive)\b/.test(text)) {
    return { intent: 'update_record' };
  }
  // "Update vendor Kulas Software": a change, its field and value still to ask.
  if (
    /^(?:(?:please|can you|could you)\s+)?(?:update|edit|modify|change)\s+(?:the\s+)?(?:customer|client|vendor|supplier|employee|item|product)\s+\S/.test(
      text,
    )
  )
    return { intent: 'update_record' };
  if (
    entity &&
    UPDATE_RECORD.test(text) &&
    /\b(?:to|=|as|inactive|active|email|phone|name|limit|price|cost|title)\b/.test(text) &&
    !/^(?:show|list|find|get|which|what|how)\b/.test(text)
  ) {
    return { intent: 'update_record' };
  }
  if (entity && CREATE_RECORD.test(text) && /\b(?:named|called|with (?:the )?name|name of)\b/.test(text))
    return { intent: 'create_record' };

  if (hasLast && reading.records.length === 0) {
    if (/\b(?:export|download|csv|excel|spreadsheet|save (?:it|that|this|them))\b/.test(text))
      return { intent: 'export' };
    const position = rowPosition(text);
    if (position !== undefined) return { intent: 'record_detail', position };
  }

  if (CASH_BALANCE.test(text)) return { intent: 'finance', metric: 'cash_balance' };
  if (DSO.test(text)) return { intent: 'finance', metric: 'dso' };
  if (DPO.test(text)) return { intent: 'finance', metric: 'dpo' };
  if (COMPARE.test(text)) return { intent: 'finance', metric: 'compare' };
  if (BOUGHT.test(text)) return { intent: 'lines' };
  if (OWED_MOST.test(text)) return { intent: 'aggregate', measure: 'sum', ranking: true };

  const ranking = RANKING.test(text);
  // "How many purchase orders in each status?": a count per group, not one count.
  if (COUNT.test(text) && ranking && GROUPED.test(text))
    return { intent: 'aggregate', measure: 'count', ranking: true };
  if (COUNT.test(text) && !/\bcount (?:by|per)\b/.test(text)) return { intent: 'count' };
  if (AVERAGE.test(text)) return { intent: 'aggregate', measure: 'avg', ranking };
  if (ranking) return { intent: 'aggregate', measure: 'sum', ranking: true };
  if (SUM.test(text) && !/\btotal (?:of )?\d/.test(text))
    return { intent: 'aggregate', measure: 'sum', ranking: false };
  // "Open AP" and "past-due AR" are the documents; "AP balance" and "what's our AR?" the figure.
  if (
    MONEY_FIGURE.test(text) &&
    !LISTING.test(text) &&
    reading.money.length === 0 &&
    reading.statusPhrases.length === 0 &&
    !reading.overdue &&
    !reading.records.some((found) => !/^(?:ar|ap|receivables?|payables?)$/.test(found.phrase)) &&
    (/^(?:what(?:'s| is| are| was| were)|how)\b/.test(text) || withoutExcepted(text).split(/\s+/).length <= 4)
  )
    return { intent: 'aggregate', measure: 'sum', ranking: false };
  if (MAXIMUM.test(text)) return { intent: 'aggregate', measure: 'max', ranking: false };
  if (MINIMUM.test(text)) return { intent: 'aggregate', measure: 'min', ranking: false };
  return { intent: 'query' };
}
