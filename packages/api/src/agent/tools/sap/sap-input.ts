import * as z from 'zod';

/** A Service Layer entity set as SAP names it: `Orders`, `BusinessPartners`, `U_ERPA_ADDONS`. */
export const entitySetInput = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'A Service Layer entity set, such as Orders or BusinessPartners')
  .describe('The Service Layer entity set, as SAP names it: Orders, Invoices, BusinessPartners, Items, PurchaseOrders');

/** A record's key: a number for documents (`DocEntry`), text for master data (`CardCode`, `ItemCode`). */
export const keyInput = z
  .union([z.number().int().nonnegative(), z.string().min(1).max(100)])
  .describe("The record's key: DocEntry (a number) for documents, CardCode or ItemCode (text) for master data");

/** Fields to write, as Service Layer names them; values are plain JSON. */
export const sapFieldsInput = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'A Service Layer property name'), z.unknown())
  .refine((fields) => Object.keys(fields).length > 0, 'Give at least one field')
  .refine((fields) => Object.keys(fields).length <= 100, 'At most 100 fields');
