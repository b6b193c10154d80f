import { criterionProblem, REPORT_CATEGORIES, savedSearchNewSchema } from '@erp-agent/core';
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

  it("filter only on their record type's search fields, as NEW.SEARCH's criteria would", () => {
    for (const { id, definition } of REPORT_TEMPLATES) {
      for (const filter of definition.filters ?? []) {
        expect(criterionProblem(definition.recordType, { ...filter, values: filter.values ?? [] }), id).toBe(undefined);
      }
    }
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
