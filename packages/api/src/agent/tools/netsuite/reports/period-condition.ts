import { sqlDate, sqlId } from '../../../netsuite/suiteql-literals.ts';
import type { ReportParameters } from './report-definition.ts';

/** `AND`-joined conditions for a report's period and subsidiary, on a transaction aliased `t`. */
export function periodConditions(parameters: ReportParameters): string[] {
  return [
    ...(parameters.from ? [`t.trandate >= ${sqlDate(parameters.from)}`] : []),
    ...(parameters.to ? [`t.trandate <= ${sqlDate(parameters.to)}`] : []),
    ...(parameters.subsidiaryId ? [`t.subsidiary = ${sqlId(parameters.subsidiaryId)}`] : []),
  ];
}

export const fetchFirst = (limit: number | undefined) => (limit === undefined ? '' : ` FETCH FIRST ${limit} ROWS ONLY`);
