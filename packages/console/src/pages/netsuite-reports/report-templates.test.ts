import { REPORT_CATEGORIES, savedSearchNewSchema } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { includedFields, REPORT_TEMPLATES } from './report-templates.ts';

describe('REPORT_TEMPLATES', () => {
  it('are saved search definitions the API accepts, one script id each', () => {
    for (const template of REPORT_TEMPLATES) {
      expect(savedSearchNewSchema.safeParse({ definition: template.definition }).success, template.id).toBe(true);
      expect(REPORT_CATEGORIES).toContain(template.category);
    }
    const titles = REPORT_TEMPLATES.map((template) => template.definition.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('list the columns the search shows as INCLUDED.FIELDS', () => {
    expect(includedFields(REPORT_TEMPLATES[0] as (typeof REPORT_TEMPLATES)[number])).toEqual([
      'tranid',
      'entity',
      'duedate',
      'amount',
      'amountremaining',
    ]);
  });
});
