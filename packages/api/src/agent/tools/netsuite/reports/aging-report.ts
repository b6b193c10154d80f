import { sqlId } from '../../../netsuite/suiteql-literals.ts';
import { fetchFirst } from './period-condition.ts';
import type { ReportDefinition } from './report-definition.ts';

const BUCKETS = [
  { key: 'not_due', when: 't.duedate IS NULL OR t.duedate >= TRUNC(SYSDATE)' },
  { key: 'days_1_30', when: 'TRUNC(SYSDATE) - t.duedate BETWEEN 1 AND 30' },
  { key: 'days_31_60', when: 'TRUNC(SYSDATE) - t.duedate BETWEEN 31 AND 60' },
  { key: 'days_61_90', when: 'TRUNC(SYSDATE) - t.duedate BETWEEN 61 AND 90' },
  { key: 'over_90', when: 'TRUNC(SYSDATE) - t.duedate > 90' },
] as const;

/**
 * What is still owed today, per customer or vendor, by how many days it is past due. Amounts are
 * in the base currency at each currency's exchange rate.
 */
function agingReport(
  id: 'ar_aging' | 'ap_aging',
  title: string,
  type: 'CustInvc' | 'VendBill',
  party: 'customer' | 'vendor',
): ReportDefinition {
  return {
    id,
    title,
    description: `Open ${type === 'CustInvc' ? 'invoices' : 'vendor bills'} per ${party} as of today, by days past due: not yet due, 1-30, 31-60, 61-90 and over 90 days, in the base currency.`,
    parameters: ['subsidiary'],
    build(parameters, { baseCurrency }) {
      const owed = 't.foreignamountunpaid * cu.exchangerate';
      const buckets = BUCKETS.map(
        ({ key, when }) => `ROUND(SUM(CASE WHEN ${when} THEN ${owed} ELSE 0 END), 2) AS ${key}`,
      );
      const subsidiary = parameters.subsidiaryId ? ` AND t.subsidiary = ${sqlId(parameters.subsidiaryId)}` : '';
      const total = `total_${baseCurrency.toLowerCase()}`;
      return {
        sql: `SELECT t.entity AS id, BUILTIN.DF(t.entity) AS ${party}, ${buckets.join(', ')}, ROUND(SUM(${owed}), 2) AS ${total} FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = '${type}' AND t.foreignamountunpaid > 0${subsidiary} GROUP BY t.entity, BUILTIN.DF(t.entity) ORDER BY ${total} DESC, t.entity${fetchFirst(parameters.limit)}`,
        columns: [
          { key: 'id', type: 'id' },
          { key: party, type: 'text' },
          ...BUCKETS.map(({ key }) => ({ key, type: 'money' as const })),
          { key: total, type: 'money' },
        ],
      };
    },
  };
}

export const AR_AGING = agingReport('ar_aging', 'A/R Aging', 'CustInvc', 'customer');
export const AP_AGING = agingReport('ap_aging', 'A/P Aging', 'VendBill', 'vendor');
