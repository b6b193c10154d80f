/**
 * The company's contact details on the contact page. The specification leaves the real values
 * out, so these are reserved example values (example.com, a 555-01xx number): set the company's
 * own here before going live.
 */
export const CONTACT_DETAILS = {
  email: 'hello@example.com',
  phone: '+1 415 555 0100',
  phoneHref: 'tel:+14155550100',
  headquarters: 'San Francisco, California, USA',
  liveChatHours: 'Monday-Friday 9am-6pm ET',
  offices: ['San Francisco', 'New York', 'London', 'Singapore'],
} as const;
