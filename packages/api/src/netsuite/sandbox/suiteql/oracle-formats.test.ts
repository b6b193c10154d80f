import { describe, expect, it } from 'vitest';
import { datetimePattern, dateUnit, numberPattern } from './oracle-formats.ts';

describe('datetimePattern', () => {
  it('keeps the elements both engines share', () => {
    expect(datetimePattern('YYYY-MM-DD HH24:MI:SS')).toBe('YYYY-MM-DD HH24:MI:SS');
    expect(datetimePattern('mm/dd/yyyy')).toBe('MM/DD/YYYY');
    expect(datetimePattern('DD-MON-YYYY')).toBe('DD-MON-YYYY');
    expect(datetimePattern('Q "quarter" IW')).toBe('Q "quarter" IW');
  });

  it('keeps the case of the elements whose output follows it', () => {
    expect(datetimePattern('Month Mon month MONTH Dy')).toBe('Month Mon month MONTH Dy');
    expect(datetimePattern('HH:MI am')).toBe('HH:MI am');
  });

  it("turns Oracle's FM switch into PostgreSQL's per-element prefix", () => {
    expect(datetimePattern('FMMM/DD/YYYY')).toBe('FMMM/FMDD/FMYYYY');
    expect(datetimePattern('FMMonth FMDD')).toBe('FMMonth DD');
    expect(datetimePattern('FMDDTH')).toBe('FMDDTH');
  });

  it('refuses what Oracle would not read', () => {
    expect(datetimePattern('YYYY-XX')).toBeUndefined();
    expect(datetimePattern('RRRR')).toBeUndefined();
    expect(datetimePattern('"unclosed')).toBeUndefined();
    expect(datetimePattern('')).toBeUndefined();
  });
});

describe('numberPattern', () => {
  it('accepts digits, separators, signs and FM', () => {
    expect(numberPattern('9,999.99')).toBe('9,999.99');
    expect(numberPattern('fm990d00')).toBe('FM990D00');
    expect(numberPattern('S999')).toBe('S999');
    expect(numberPattern('999MI')).toBe('999MI');
  });

  it('refuses currency symbols, two decimal points and date formats', () => {
    expect(numberPattern('$999')).toBeUndefined();
    expect(numberPattern('9.9.9')).toBeUndefined();
    expect(numberPattern('YYYY')).toBeUndefined();
  });
});

describe('dateUnit', () => {
  it('names every unit TRUNC takes', () => {
    expect(
      ['YYYY', 'year', 'Q', 'MM', 'MON', 'WW', 'IW', 'W', 'DD', 'DAY', 'HH24', 'MI'].map((unit) =>
        dateUnit(unit, 'trunc'),
      ),
    ).toEqual(['year', 'year', 'quarter', 'month', 'month', 'ww', 'iw', 'w', 'dd', 'day', 'hour', 'minute']);
  });

  it('refuses week units for ROUND and unknown units for both', () => {
    expect(dateUnit('IW', 'round')).toBeUndefined();
    expect(dateUnit('MM', 'round')).toBe('month');
    expect(dateUnit('CC', 'trunc')).toBeUndefined();
  });
});
