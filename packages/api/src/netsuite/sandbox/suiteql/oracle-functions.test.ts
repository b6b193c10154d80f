import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuiteql } from './run-suiteql.ts';
import { errorBody, openSuiteqlSandbox, type SuiteqlSandbox } from './suiteql-client.fixture.ts';

/**
 * Each supported function, through the SuiteQL resource, with the answer Oracle (and so
 * NetSuite) gives. Values arrive as NetSuite writes them: strings, dates as M/D/YYYY, and
 * NULL as a missing key.
 */

let sandbox: SuiteqlSandbox;

beforeAll(async () => {
  sandbox = await openSuiteqlSandbox();
});
afterAll(() => sandbox?.close());

async function answerOf(expression: string): Promise<unknown> {
  const [row] = await sandbox.rows(`SELECT ${expression} AS v FROM dual`);
  return row?.v;
}

describe('Oracle functions in the sandbox', () => {
  it.each([
    // Dates: Oracle's DATE has a time of day; results show the date in the account's format.
    ["DATE '2026-03-01' - DATE '2026-02-01'", '28'],
    ["TO_CHAR(DATE '2026-01-31' + 1.5, 'YYYY-MM-DD HH24:MI')", '2026-02-01 12:00'],
    ["TO_CHAR(DATE '2026-01-31' - 0.25, 'YYYY-MM-DD HH24:MI')", '2026-01-30 18:00'],
    ["TO_DATE('01/15/2026', 'MM/DD/YYYY')", '1/15/2026'],
    ["TO_DATE('2026-01-15', 'YYYY-MM-DD')", '1/15/2026'],
    ["TO_DATE('15-JAN-2026', 'DD-MON-YYYY')", '1/15/2026'],
    ["TO_DATE('1/5/2026')", '1/5/2026'],
    ["TO_CHAR(TO_DATE('2026-01-15 13:45', 'YYYY-MM-DD HH24:MI'), 'HH:MI AM')", '01:45 PM'],
    ["TO_CHAR(DATE '2026-01-05', 'YYYY-MM')", '2026-01'],
    ["TO_CHAR(DATE '2026-01-05', 'FMMM/DD/YYYY')", '1/5/2026'],
    ["TO_CHAR(DATE '2026-01-05', 'Month')", 'January  '],
    ["TO_CHAR(DATE '2026-01-05', 'FMMonth DD, YYYY')", 'January 5, 2026'],
    ["TO_CHAR(DATE '2026-01-05', 'DY Q WW')", 'MON 1 01'],
    ["TRUNC(TO_DATE('2026-11-25 18:30', 'YYYY-MM-DD HH24:MI'))", '11/25/2026'],
    ["TO_CHAR(TRUNC(TO_DATE('2026-11-25 18:30', 'YYYY-MM-DD HH24:MI')), 'HH24:MI')", '00:00'],
    ["TRUNC(DATE '2026-11-25', 'MM')", '11/1/2026'],
    ["TRUNC(DATE '2026-11-25', 'YYYY')", '1/1/2026'],
    ["TRUNC(DATE '2026-11-25', 'Q')", '10/1/2026'],
    ["TRUNC(DATE '2026-11-25', 'DAY')", '11/22/2026'],
    ["TRUNC(DATE '2026-11-25', 'IW')", '11/23/2026'],
    ["ROUND(DATE '2026-11-16', 'MM')", '12/1/2026'],
    ["ROUND(DATE '2026-11-15', 'MM')", '11/1/2026'],
    ["ROUND(DATE '2026-07-01', 'YYYY')", '1/1/2027'],
    ["ADD_MONTHS(DATE '2026-11-22', -1)", '10/22/2026'],
    ["ADD_MONTHS(DATE '2026-01-31', 1)", '2/28/2026'],
    ["ADD_MONTHS(DATE '2026-02-28', 1)", '3/31/2026'],
    ["MONTHS_BETWEEN(DATE '2026-03-15', DATE '2026-01-15')", '2'],
    ["MONTHS_BETWEEN(DATE '2026-02-28', DATE '2026-01-31')", '1'],
    ["MONTHS_BETWEEN(DATE '2026-02-15', DATE '2026-01-01')", '1.4516129032258064516129032258064516129'],
    ["LAST_DAY(DATE '2024-02-10')", '2/29/2024'],
    ["EXTRACT(YEAR FROM DATE '2026-01-15')", '2026'],
    ["EXTRACT(MONTH FROM DATE '2026-01-15')", '1'],
    ["EXTRACT(DAY FROM DATE '2026-01-15')", '15'],

    // Numbers: no integer division, no trailing zeros, and no zero before the point.
    ['7 / 2', '3.5'],
    ['1 / 3', '.33333333333333333333333333333333333333'],
    ['TO_CHAR(0.5)', '.5'],
    ['TO_CHAR(-1.50)', '-1.5'],
    ["TO_CHAR(1234.5, '9,999.00')", ' 1,234.50'],
    ["TO_CHAR(1234.5, 'FM9,999.00')", '1,234.50'],
    ["TO_NUMBER('1,234.50', '9,999.99')", '1234.5'],
    ["TO_NUMBER(' 42 ')", '42'],
    ["'5' + 1", '6'],
    ['TRUNC(15.79, 1)', '15.7'],
    ['TRUNC(-2.5)', '-2'],
    ['ROUND(15.75, 1)', '15.8'],
    ['ROUND(-2.5)', '-3'],
    ['ABS(-2.5)', '2.5'],
    ['MOD(7, 0)', '7'],
    ['MOD(-7, 3)', '-1'],
    ['CEIL(1.2) + FLOOR(1.8) + SIGN(-3)', '2'],
    ['POWER(2, 10)', '1024'],

    // NULL handling, where Oracle treats the empty string as NULL.
    ["NVL(NULL, 'x')", 'x'],
    ["NVL2(NULL, 'a', 'b')", 'b'],
    ["NVL2('', 'a', 'b')", 'b'],
    ['COALESCE(NULL, NULL, 3)', '3'],
    ["DECODE(NULL, NULL, 'null matched', 'no')", 'null matched'],
    ["DECODE(2, 1, 'one', 2, 'two')", 'two'],
    ["DECODE(3, 1, 'one')", undefined],
    ["CASE WHEN 1 = 1 THEN 'y' END", 'y'],
    ["CASE 2 WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END", 'two'],
    ['GREATEST(1, 3, 2)', '3'],
    ['GREATEST(1, NULL)', undefined],
    ['LEAST(4, 2)', '2'],
    ["NULLIF('a', 'a')", undefined],

    // Text.
    ["UPPER('abc')", 'ABC'],
    ["LOWER('ABC')", 'abc'],
    ["INITCAP('hello world')", 'Hello World'],
    ["SUBSTR('abcdef', 2, 3)", 'bcd'],
    ["SUBSTR('abcdef', -2)", 'ef'],
    ["SUBSTR('abcdef', 0, 2)", 'ab'],
    ["SUBSTR('abc', 5)", undefined],
    ["INSTR('CORPORATE FLOOR', 'OR')", '2'],
    ["INSTR('CORPORATE FLOOR', 'OR', 3, 2)", '14'],
    ["INSTR('CORPORATE FLOOR', 'OR', -3, 2)", '2'],
    ["INSTR('abc', 'z')", '0'],
    ["LENGTH('abc')", '3'],
    ["LENGTH('')", undefined],
    ["TRIM('  a  ')", 'a'],
    ["TRIM('   ')", undefined],
    ["TRIM(LEADING 'x' FROM 'xxaxx')", 'axx'],
    ["TRIM(TRAILING 'x' FROM 'xxaxx')", 'xxa'],
    ["LTRIM('  a')", 'a'],
    ["RTRIM('a  ')", 'a'],
    ["REPLACE('abcabc', 'b', 'X')", 'aXcaXc'],
    ["REPLACE('abc', 'b')", 'ac'],
    ["REPLACE('abc', '', 'x')", 'abc'],
    ["CONCAT('a', NULL)", 'a'],
    ["'a' || NULL || 'b'", 'ab'],
    ['NULL || NULL', undefined],
    ["'x' || 5", 'x5'],
    ["LPAD('7', 3, '0')", '007'],
    ["RPAD('ab', 4, '.')", 'ab..'],
    ["CAST('12.345' AS NUMBER(5,2))", '12.35'],
    ['CAST(12.5 AS INTEGER)', '13'],
    ['CAST(0.5 AS VARCHAR2(3))', '.5'],
  ])('%s gives %j', async (expression, expected) => {
    expect(await answerOf(expression)).toBe(expected);
  });

  it('aggregates: COUNT, SUM, AVG, MIN and MAX, AVG to 38 significant digits', async () => {
    const [terms] = await sandbox.rows(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT daysuntilnetdue) AS d, SUM(daysuntilnetdue) AS s, AVG(daysuntilnetdue) AS a, MIN(name) AS lo, MAX(daysuntilnetdue) AS hi FROM term',
    );
    expect(terms).toEqual({ n: '5', d: '5', s: '150', a: '30', lo: 'Due on receipt', hi: '60' });
    const [thirds] = await sandbox.rows(
      'SELECT AVG(x) AS a FROM (SELECT 1 AS x FROM dual UNION ALL SELECT 2 FROM dual UNION ALL SELECT 2 FROM dual)',
    );
    expect(thirds).toEqual({ a: '1.6666666666666666666666666666666666667' });
  });

  it('analytic ROW_NUMBER, RANK and SUM OVER', async () => {
    const rows = await sandbox.rows(
      'SELECT name, ROW_NUMBER() OVER (ORDER BY daysuntilnetdue DESC) AS r, SUM(daysuntilnetdue) OVER () AS total FROM term ORDER BY r',
    );
    expect(rows.map((row) => [row.name, row.r, row.total])).toEqual([
      ['Net 60', '1', '150'],
      ['Net 45', '2', '150'],
      ['Net 30', '3', '150'],
      ['Net 15', '4', '150'],
      ['Due on receipt', '5', '150'],
    ]);
  });

  it('refuses at run time what Oracle refuses, with a short reason', async () => {
    for (const [expression, reason] of [
      ['1 / 0', 'Division by zero.'],
      ["CAST('abcd' AS VARCHAR2(3))", 'CAST: the value is longer than 3 characters.'],
      ["INSTR('abc', 'b', 1, 0)", 'INSTR: the occurrence must be greater than zero.'],
      ["TO_NUMBER('abc')", 'Invalid input syntax for type numeric: "abc".'],
      ['TO_CHAR(SYSDATE)', 'TO_CHAR of a date needs a format'],
      ["'x' = 1", 'Invalid input syntax for type integer: "x".'],
    ]) {
      const response = await sandbox.suiteql(`SELECT ${expression} AS v FROM dual`);
      expect(response.status, expression).toBe(400);
      expect(errorBody(response)['o:errorDetails'][0]?.detail).toContain(reason);
    }
    const mismatch = await sandbox.suiteql('SELECT id FROM transaction WHERE tranid = 5');
    expect(errorBody(mismatch)['o:errorDetails'][0]?.detail).toContain(
      'Values of different types cannot be compared or combined: text = integer.',
    );
  });
});

describe('SYSDATE and CURRENT_DATE', () => {
  const now = new Date(2026, 10, 22, 9, 30, 15);
  const value = async (expression: string) => {
    const page = await runSuiteql(sandbox.engine, `SELECT ${expression} AS v FROM dual`, { limit: 1, offset: 0, now });
    return page.items[0]?.v;
  };

  it('are the clock at second precision, shown as the date', async () => {
    expect(await value('SYSDATE')).toBe('11/22/2026');
    expect(await value('CURRENT_DATE')).toBe('11/22/2026');
    expect(await value("TO_CHAR(SYSDATE, 'YYYY-MM-DD HH24:MI:SS')")).toBe('2026-11-22 09:30:15');
  });

  it('do Oracle date arithmetic', async () => {
    expect(await value("TO_CHAR(SYSDATE - 30, 'YYYY-MM-DD HH24:MI:SS')")).toBe('2026-10-23 09:30:15');
    expect(await value("TRUNC(SYSDATE, 'MM')")).toBe('11/1/2026');
    expect(await value('ADD_MONTHS(SYSDATE, -1)')).toBe('10/22/2026');
    expect(await value("TO_CHAR(SYSDATE, 'YYYY-MM')")).toBe('2026-11');
    expect(await value('SYSDATE - TRUNC(SYSDATE)')).toBe('.39600694444444444444444444444444444444');
  });

  it('come from the server clock when none is given', async () => {
    const before = new Date();
    const [row] = await sandbox.rows("SELECT TO_CHAR(SYSDATE, 'YYYY-MM-DD') AS today FROM dual");
    const after = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect([day(before), day(after)]).toContain(row?.today);
  });
});
