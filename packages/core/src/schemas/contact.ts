import * as z from 'zod/mini';

export const ERP_CHOICES = ['netsuite', 'dynamics', 'sap', 'other'] as const;

const required = (label: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, `Enter ${label}`), z.maxLength(max, `Keep ${label} under ${max} characters`));

/** The contact form of 000 section 3. */
export const contactRequestSchema = z.object({
  name: required('your name', 200),
  email: z.string().check(z.trim(), z.maxLength(254), z.email('Enter a valid email address')),
  company: required('your company', 200),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(50, 'Keep the phone number under 50 characters'))),
  subject: required('a subject', 200),
  message: required('a message', 5000),
  erp: z._default(z.enum(ERP_CHOICES), 'netsuite'),
  subscribe: z._default(z.boolean(), true),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.nullable(z.string()),
  subject: z.string(),
  message: z.string(),
  erp: z.enum(ERP_CHOICES),
  subscribe: z.boolean(),
  receivedAt: z.string(),
  /** When an admin first read it; null while unread. */
  readAt: z.nullable(z.string()),
  /** When an admin archived it; null while in the inbox. */
  archivedAt: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListResponseSchema = z.object({ messages: z.array(contactMessageSchema) });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** `PATCH /api/contact/{id}`: mark read or unread, archive or bring back to the inbox. */
export const updateContactMessageRequestSchema = z.object({
  read: z.optional(z.boolean()),
  archived: z.optional(z.boolean()),
});
export type UpdateContactMessageRequest = z.infer<typeof updateContactMessageRequestSchema>;
