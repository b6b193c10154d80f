import type { SapDocument } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { documentLinesCsvFile, documentsCsvFile } from './documents-csv.ts';

const order: SapDocument = {
  id: 'SO 1043',
  entitySet: 'Orders',
  key: 43,
  group: 'sales',
  type: 'Sales Order',
  party: 'Contoso, Ltd.',
  amount: 1234.5,
  currency: 'USD',
  status: 'open',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  items: 3,
  owner: 'Ada Lovelace',
  priority: 'high',
  closable: true,
};

const transfer: SapDocument = {
  ...order,
  id: 'IT 7',
  entitySet: 'StockTransfers',
  group: 'inventory',
  type: 'Inventory Transfer',
  party: '01 → 02',
  amount: null,
  currency: null,
  status: 'completed',
  dueDate: null,
  owner: null,
  priority: null,
  closable: false,
};

describe('documentsCsvFile', () => {
  it('writes every document under labelled columns, quoting what needs it, empty where a value is missing', () => {
    const file = documentsCsvFile([order, transfer], new Date(2026, 10, 25));
    expect(file.fileName).toBe('sap-documents-2026-11-25.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.content.split('\r\n')).toEqual([
      '\uFEFFDOCUMENT,TYPE,CUSTOMER.VENDOR.LOCATION,STATUS,AMOUNT,CURRENCY,DATE,DUE,LINES,OWNER,PRIORITY',
      'SO 1043,Sales Order,"Contoso, Ltd.",open,1234.5,USD,2026-11-20,2026-12-20,3,Ada Lovelace,high',
      'IT 7,Inventory Transfer,01 → 02,completed,,,2026-11-20,,3,,',
      '',
    ]);
  });
});

describe('documentLinesCsvFile', () => {
  it("writes a document's lines in a file named after it", () => {
    const file = documentLinesCsvFile(
      {
        document: order,
        lines: [
          { item: 'A00001', description: 'Printer, laser', warehouse: '01', quantity: 2, price: 500, total: 1000 },
        ],
      },
      new Date(2026, 10, 25),
    );
    expect(file.fileName).toBe('SO-1043-2026-11-25.csv');
    expect(file.content.split('\r\n')).toEqual([
      '\uFEFFITEM,DESCRIPTION,WAREHOUSE,QUANTITY,PRICE,TOTAL',
      'A00001,"Printer, laser",01,2,500,1000',
      '',
    ]);
  });
});
