import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAYMENT, ITEM_RECEIPT, PURCHASE_ORDER, SALES_ORDER, VENDOR_BILL } from '../transaction-types.ts';
import { parseCreateBody } from './create-body.ts';
import { parsePatchBody } from './patch-body.ts';
import { parseTransformBody } from './transform-body.ts';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return (error as { details?: readonly Record<string, unknown>[] }).details?.[0];
  }
  throw new Error('The body was accepted.');
};

describe('parseCreateBody', () => {
  it('reads field names in any case, ignores what a GET shows, and defaults the quantity to one', () => {
    const request = parseCreateBody(SALES_ORDER, {
      Entity: { id: '12', refName: 'Acme' },
      TRANDATE: '2026-11-22T00:00:00Z',
      status: { id: 'B', refName: 'Pending Fulfillment' },
      total: 99,
      links: [],
      orderstatus: { id: 'A' },
      salesrep: { id: 3 },
      item: { links: [], items: [{ item: { id: 7 }, Rate: 2.5, links: [], line: 1, quantityFulfilled: 0 }] },
    });
    expect(request).toMatchObject({
      party: 12,
      tranDate: '2026-11-22',
      orderStatus: 'A',
      employee: 3,
      lines: [{ item: 7, quantity: 1, rate: 2.5 }],
      expenses: [],
    });
  });

  it('refuses fields the type lacks, and names missing values by their path', () => {
    expect(
      refusal(() => parseCreateBody(PURCHASE_ORDER, { entity: { id: 1 }, orderStatus: { id: 'A' }, shipTo: 'x' })),
    ).toMatchObject({
      'o:errorCode': 'INVALID_CONTENT',
      'o:errorPath': 'shipTo',
    });
    expect(refusal(() => parseCreateBody(PURCHASE_ORDER, { entity: { id: 1 }, expense: { items: [] } }))).toMatchObject(
      {
        'o:errorPath': 'expense',
      },
    );
    expect(
      refusal(() => parseCreateBody(PURCHASE_ORDER, { entity: { id: 1 }, item: { items: [{ quantity: 2 }] } })),
    ).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item.items[0].item',
      detail: 'Please enter value(s) for: Item',
    });
    expect(
      refusal(() => parseCreateBody(VENDOR_BILL, { entity: { id: 1 }, expense: { items: [{ account: { id: 6 } }] } })),
    ).toMatchObject({
      'o:errorPath': 'expense.items[0].amount',
    });
    expect(refusal(() => parseCreateBody(PURCHASE_ORDER, { entity: { id: 'x' } }))).toMatchObject({
      'o:errorCode': 'INVALID_CONTENT',
      'o:errorPath': 'entity',
      detail: expect.stringContaining('Invalid Field Value x'),
    });
  });
});

describe('parseTransformBody', () => {
  it('takes line overrides by order line, and a payment amount from payment or the apply line', () => {
    expect(
      parseTransformBody(ITEM_RECEIPT, {
        memo: 'Dock 4',
        entity: { id: 1 },
        item: {
          items: [
            { orderLine: 2, quantity: 3, item: { id: 9 } },
            { orderline: 1, itemreceive: false },
          ],
        },
      }),
    ).toMatchObject({
      memo: 'Dock 4',
      lines: [
        { orderLine: 2, quantity: 3 },
        { orderLine: 1, itemReceive: false },
      ],
    });
    expect(parseTransformBody(CUSTOMER_PAYMENT, { payment: 25 })).toMatchObject({ amount: 25, lines: [] });
    expect(parseTransformBody(CUSTOMER_PAYMENT, { apply: { items: [{ doc: { id: 5 }, amount: 7 }] } })).toMatchObject({
      amount: 7,
      appliesTo: 5,
    });
  });

  it('refuses a payment that applies to nothing, a line without its order line, and lines on a payment', () => {
    expect(refusal(() => parseTransformBody(CUSTOMER_PAYMENT, { apply: { items: [{ apply: false }] } }))).toMatchObject(
      {
        'o:errorPath': 'apply.items[0].apply',
      },
    );
    expect(refusal(() => parseTransformBody(ITEM_RECEIPT, { item: { items: [{ quantity: 1 }] } }))).toMatchObject({
      'o:errorPath': 'item.items[0].orderLine',
    });
    expect(refusal(() => parseTransformBody(CUSTOMER_PAYMENT, { item: { items: [] } }))).toMatchObject({
      'o:errorPath': 'item',
    });
  });
});

describe('parsePatchBody', () => {
  it('changes header fields, clears optional ones, and refuses what a saved transaction keeps', () => {
    expect(parsePatchBody(SALES_ORDER, { memo: null, otherrefnum: 'PO-9', orderStatus: { id: 'B' } })).toEqual({
      externalId: undefined,
      tranId: undefined,
      tranDate: undefined,
      memo: null,
      otherRefNum: 'PO-9',
      dueDate: undefined,
      orderStatus: 'B',
    });
    expect(refusal(() => parsePatchBody(SALES_ORDER, { item: { items: [] } }))).toMatchObject({
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'item',
    });
    expect(refusal(() => parsePatchBody(PURCHASE_ORDER, { tranDate: null }))).toMatchObject({
      detail: 'Please enter value(s) for: Date',
    });
  });
});
