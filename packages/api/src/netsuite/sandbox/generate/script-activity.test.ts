import { describe, expect, it } from 'vitest';
import { SEED_WORKFLOWS } from '../customization/seed-objects.ts';
import { SEED_SCRIPTS } from '../customization/seed-scripts.ts';
import { generateCompany } from './generate-company.ts';
import { SCRIPT_LOG_DAYS } from './script-activity.ts';

const TODAY = '2026-11-22';
const company = generateCompany({ seed: 3, scale: 3000, today: TODAY });

/** The days, YYYY-MM-DD, of the last `days` days before today. */
function window(days: number): Set<string> {
  const dates = new Set<string>();
  for (let back = 1; back <= days; back += 1) {
    const date = new Date(2026, 10, 22 - back);
    dates.add(
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
    );
  }
  return dates;
}

const runsOf = (scriptId: number) =>
  company.scriptnote.filter((note) => note.scripttype === scriptId && note.title === 'PERF_TIMING');

describe('the generated activity of scripts and workflows', () => {
  it('runs a user event script once for each record of its type created in the last 30 days, before today', () => {
    const index = SEED_SCRIPTS.findIndex((script) => script.suffix === 'nw_ue_so_credit_hold');
    const days = window(SCRIPT_LOG_DAYS);
    const created = company.transaction.filter((row) => row.type === 'SalesOrd' && days.has(row.createddate));
    expect(created.length).toBeGreaterThan(10);
    expect(runsOf(index + 1)).toHaveLength(created.length);
    expect(company.scriptnote.every((note) => note.date < `${TODAY} 00:00:00`)).toBe(true);
  });

  it('logs failures as ERROR entries at about the rate each script fails, and none for a deployment turned off', () => {
    const sync = SEED_SCRIPTS.findIndex((script) => script.suffix === 'nw_ue_item_sync') + 1;
    const errors = company.scriptnote.filter((note) => note.scripttype === sync && note.type === 'ERROR').length;
    const rate = errors / runsOf(sync).length;
    expect(rate).toBeGreaterThan(0.03);
    expect(rate).toBeLessThan(0.15);
    const off = SEED_SCRIPTS.findIndex((script) => script.suffix === 'nw_ue_vendor_bill_match') + 1;
    expect(runsOf(off)).toHaveLength(0);
    const scheduled = company.scheduledscriptinstance.filter((row) => row.status === 'Complete');
    expect(scheduled.length).toBeGreaterThan(SCRIPT_LOG_DAYS * 24);
  });

  it('starts an approval workflow on each purchase order over its threshold, and nothing for one not initiating', () => {
    const index = SEED_WORKFLOWS.findIndex((workflow) => workflow.suffix === 'nw_po_approval');
    const instances = company.workflowinstance.filter((row) => row.workflow === index + 1);
    const ids = new Set(
      company.transaction
        .filter((row) => row.type === 'PurchOrd' && Math.abs(row.foreigntotal ?? 0) * row.exchangerate > 10_000)
        .map((row) => row.id),
    );
    expect(instances.length).toBeGreaterThan(0);
    expect(instances.every((row) => ids.has(row.recordid))).toBe(true);
    const journal = SEED_WORKFLOWS.findIndex((workflow) => workflow.suffix === 'nw_journal_approval') + 1;
    expect(company.workflowinstance.some((row) => row.workflow === journal)).toBe(false);
  });

  it('is the same for the same seed and day', () => {
    const again = generateCompany({ seed: 3, scale: 3000, today: TODAY });
    expect(again.scriptnote).toEqual(company.scriptnote);
    expect(again.workflowinstance).toEqual(company.workflowinstance);
  });
});
