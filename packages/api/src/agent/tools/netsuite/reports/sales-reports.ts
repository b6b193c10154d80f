import { fetchFirst, periodConditions } from './period-condition.ts';
import type { ReportDefinition } from './report-definition.ts';

export const SALES_BY_CUSTOMER: ReportDefinition = {
  id: 'sales_by_customer',
  title: 'Sales by Customer',
  description:
    'Invoiced sales per customer for a period (year to date by default), largest first, in the base currency.',
  parameters: ['period', 'subsidiary'],
  defaultPeriod: 'year-to-date',
  build(parameters, { baseCurrency }) {
    const total = `total_${baseCurrency.toLowerCase()}`;
    const where = ["t.type = 'CustInvc'", ...periodConditions(parameters)].join(' AND ');
    return {
      sql: `SELECT t.entity AS id, BUILTIN.DF(t.entity) AS customer, COUNT(*) AS invoices, ROUND(SUM(t.foreigntotal * cu.exchangerate), 2) AS ${total} FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE ${where} GROUP BY t.entity, BUILTIN.DF(t.entity) ORDER BY ${total} DESC, t.entity${fetchFirst(parameters.limit)}`,
      columns: [
        { key: 'id', type: 'id' },
        { key: 'customer', type: 'text' },
        { key: 'invoices', type: 'number' },
        { key: total, type: 'money' },
      ],
    };
  },
};

export const SALES_BY_ITEM: ReportDefinition = {
  id: 'sales_by_item',
  title: 'Sales by Item',
  description:
    'Invoiced quantity and sales per item for a period (year to date by default), largest first, in the base currency.',
  parameters: ['period', 'subsidiary'],
  defaultPeriod: 'year-to-date',
  build(parameters, { baseCurrency }) {
    const total = `total_${baseCurrency.toLowerCase()}`;
    const where = [
      "t.type = 'CustInvc'",
      "tl.mainline = 'F'",
      'tl.item IS NOT NULL',
      ...periodConditions(parameters),
    ].join(' AND ');
    // Invoice lines post as credits: their amounts and quantities are negative.
    return {
      sql: `SELECT tl.item AS id, BUILTIN.DF(tl.item) AS item, (SELECT i.displayname FROM item i WHERE i.id = tl.item) AS item_name, SUM(-tl.quantity) AS quantity, ROUND(SUM(-tl.foreignamount * cu.exchangerate), 2) AS ${total} FROM transaction t JOIN transactionline tl ON tl.transaction = t.id JOIN currency cu ON cu.id = t.currency WHERE ${where} GROUP BY tl.item, BUILTIN.DF(tl.item) ORDER BY ${total} DESC, tl.item${fetchFirst(parameters.limit)}`,
      columns: [
        { key: 'id', type: 'id' },
        { key: 'item', type: 'text' },
        { key: 'item_name', type: 'text' },
        { key: 'quantity', type: 'number' },
        { key: total, type: 'money' },
      ],
    };
  },
};

export const OPEN_ORDERS: ReportDefinition = {
  id: 'open_orders',
  title: 'Open Sales Orders',
  description: 'Sales orders not yet fully billed, closed or cancelled, oldest first.',
  parameters: ['subsidiary'],
  build(parameters) {
    const where = [
      "t.type = 'SalesOrd'",
      "t.status IN ('A', 'B', 'D', 'E', 'F')",
      ...periodConditions(parameters),
    ].join(' AND ');
    return {
      sql: `SELECT t.id AS id, t.tranid AS number, TO_CHAR(t.trandate, 'YYYY-MM-DD') AS date, BUILTIN.DF(t.entity) AS customer, BUILTIN.DF(t.status) AS status, t.foreigntotal AS amount, (SELECT cu.symbol FROM currency cu WHERE cu.id = t.currency) AS currency FROM transaction t WHERE ${where} ORDER BY t.trandate, t.id${fetchFirst(parameters.limit)}`,
      columns: [
        { key: 'id', type: 'id' },
        { key: 'number', type: 'document', label: 'Document number' },
        { key: 'date', type: 'date' },
        { key: 'customer', type: 'text' },
        { key: 'status', type: 'text' },
        { key: 'amount', type: 'money', currency: 'row' },
        { key: 'currency', type: 'text' },
      ],
    };
  },
};
