import type { ReportCategory } from '@erp-agent/core';

/** Transaction types by the part of the business they belong to. */
const TRANSACTION_CATEGORIES: Readonly<Record<string, ReportCategory>> = {
  SalesOrd: 'Sales',
  CustInvc: 'Sales',
  ItemShip: 'Sales',
  CustPymt: 'Finance',
  Journal: 'Finance',
  PurchOrd: 'Procurement',
  ItemRcpt: 'Procurement',
  VendBill: 'Procurement',
  VendPymt: 'Procurement',
};

const RECORD_CATEGORIES: Readonly<Record<string, ReportCategory>> = {
  customer: 'CRM',
  vendor: 'Procurement',
  employee: 'HR',
  item: 'Inventory',
};

/**
 * 001's category of a saved search, from what it searches: customers are CRM, vendors
 * Procurement, employees HR, items Inventory; a transaction search by the types it filters on
 * (the first one's part of the business), Finance when it names none.
 */
export function reportCategory(
  recordType: string,
  filters: readonly { readonly field: string; readonly values: readonly unknown[] }[],
): ReportCategory {
  if (recordType !== 'transaction') return RECORD_CATEGORIES[recordType] ?? 'Finance';
  const types = filters.find((filter) => filter.field === 'type')?.values ?? [];
  const statuses = filters.find((filter) => filter.field === 'status')?.values ?? [];
  const first = [...types, ...statuses.map((status) => String(status).split(':')[0])][0];
  return TRANSACTION_CATEGORIES[String(first)] ?? 'Finance';
}
