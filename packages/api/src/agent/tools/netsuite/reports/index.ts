import { AP_AGING, AR_AGING } from './aging-report.ts';
import { INCOME_STATEMENT } from './income-statement.ts';
import { INVENTORY_ON_HAND } from './inventory-report.ts';
import type { ReportDefinition, ReportId } from './report-definition.ts';
import { OPEN_ORDERS, SALES_BY_CUSTOMER, SALES_BY_ITEM } from './sales-reports.ts';

export const REPORTS: Readonly<Record<ReportId, ReportDefinition>> = {
  ar_aging: AR_AGING,
  ap_aging: AP_AGING,
  sales_by_customer: SALES_BY_CUSTOMER,
  sales_by_item: SALES_BY_ITEM,
  open_orders: OPEN_ORDERS,
  inventory_on_hand: INVENTORY_ON_HAND,
  income_statement: INCOME_STATEMENT,
};

export {
  REPORT_IDS,
  type ReportDefinition,
  type ReportEnvironment,
  type ReportId,
  type ReportParameters,
  reportParametersSchema,
} from './report-definition.ts';
