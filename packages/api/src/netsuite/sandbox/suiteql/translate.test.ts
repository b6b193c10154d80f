import { describe, expect, it } from 'vitest';
import { SuiteqlError } from './suiteql-error.ts';
import { translateSuiteql } from './translate.ts';

const NOW = new Date(2026, 10, 22, 9, 30, 15);

const translate = (query: string) => translateSuiteql(query, { now: NOW });

/** The translated SQL on one line, for readable expectations. */
async function sqlOf(query: string): Promise<string> {
  return (await translate(query)).sql.replace(/\s+/g, ' ').trim();
}

async function refusal(query: string): Promise<string> {
  const error = await translate(query).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `expected a refusal of: ${query}`).toBeInstanceOf(SuiteqlError);
  const refused = error as SuiteqlError;
  expect(refused.code).toBe('INVALID_QUERY');
  expect(refused.message).toBe(
    `Invalid search query. Detailed unprocessed description follows. Search error occurred: ${refused.reason}`,
  );
  return refused.reason;
}

describe('translateSuiteql: what it accepts', () => {
  it('qualifies columns, names results in lower case and accepts any case of identifiers', async () => {
    const translation = await translate("SELECT ID, CompanyName FROM Customer WHERE IsInactive = 'F'");
    expect(translation.columns).toEqual(['id', 'companyname']);
    expect(translation.sql.replace(/\s+/g, ' ')).toContain(
      "SELECT customer.id AS id, customer.companyname AS companyname FROM customer WHERE customer.isinactive = 'F'",
    );
  });

  it('names unaliased expressions expr1, expr2... and keeps aliases', async () => {
    const { columns } = await translate(
      'SELECT t.entity, COUNT(*), SUM(t.foreigntotal) AS total, MAX(t.trandate) FROM transaction t GROUP BY t.entity',
    );
    expect(columns).toEqual(['entity', 'expr1', 'total', 'expr2']);
  });

  it("expands * and alias.* into the tables' columns", async () => {
    const { columns } = await translate('SELECT c.*, t.id FROM customer c JOIN transaction t ON t.entity = c.id');
    expect(columns[0]).toBe('id');
    expect(columns).toContain('companyname');
    expect(columns.at(-1)).toBe('id');
    expect((await translate('SELECT * FROM term')).columns).toEqual(['id', 'name', 'daysuntilnetdue', 'isinactive']);
  });

  it('keeps joins, subqueries, set operations, grouping and CASE', async () => {
    const sql = await sqlOf(`
      SELECT c.companyname, CASE WHEN SUM(t.foreigntotal) > 1000 THEN 'big' ELSE 'small' END AS size
      FROM customer c
      LEFT OUTER JOIN transaction t ON t.entity = c.id AND t.type = 'CustInvc'
      WHERE c.id IN (SELECT entity FROM transaction WHERE status = 'A')
        AND EXISTS (SELECT 1 FROM entityaddress a WHERE a.nkey = c.defaultbillingaddress)
      GROUP BY c.companyname
      HAVING COUNT(*) > 1
      ORDER BY size DESC, 1`);
    expect(sql).toContain('LEFT JOIN transaction AS t ON t.entity = c.id');
    expect(sql).toContain('GROUP BY c.companyname HAVING count(*) > 1 ORDER BY size DESC, 1');
    expect(sql).toContain('WHERE a.nkey = c.defaultbillingaddress');
  });

  it("reads Oracle's MINUS as EXCEPT and keeps UNION ALL", async () => {
    expect(await sqlOf('SELECT id FROM customer MINUS SELECT entity FROM transaction')).toContain('EXCEPT');
    const union = await translate(
      'SELECT id, entityid FROM customer UNION ALL SELECT id, entityid FROM vendor ORDER BY 2',
    );
    expect(union.columns).toEqual(['id', 'entityid']);
    expect(union.sql.replace(/\s+/g, ' ')).toContain('UNION ALL SELECT');
  });

  it('translates SYSDATE and CURRENT_DATE to the server clock at second precision', async () => {
    const sql = await sqlOf('SELECT SYSDATE, CURRENT_DATE FROM dual');
    expect(sql).toContain("'2026-11-22 09:30:15'::timestamp AS sysdate");
    expect(sql).toContain("'2026-11-22 09:30:15'::timestamp AS expr1");
  });

  it('routes arithmetic, concatenation and the Oracle functions through the suiteql schema', async () => {
    const sql = await sqlOf(
      "SELECT trandate - 30, foreigntotal / 2, tranid || '-' || memo, NVL(memo, 'none'), TRUNC(trandate, 'MM') FROM transaction",
    );
    expect(sql).toContain('suiteql.sub(transaction.trandate, 30)');
    expect(sql).toContain('suiteql.div(transaction.foreigntotal, 2)');
    expect(sql).toContain("suiteql.concat(suiteql.concat(transaction.tranid, '-'), transaction.memo)");
    expect(sql).toContain("COALESCE(transaction.memo, 'none')");
    expect(sql).toContain("suiteql.trunc(transaction.trandate, 'month')");
  });

  it('treats the empty string as NULL and LIKE without an escape character', async () => {
    const sql = await sqlOf("SELECT id FROM customer WHERE email = '' OR companyname LIKE 'A\\%'");
    expect(sql).toContain('customer.email = NULL');
    // The deparser writes the pattern A\% as an escape string; the value is unchanged.
    expect(sql).toContain("LIKE pg_catalog.like_escape(E'A\\\\%', '')");
  });

  it('turns DECODE into CASE where NULL matches NULL, and NVL2 into CASE', async () => {
    const sql = await sqlOf(
      "SELECT DECODE(status, 'A', 'open', NULL, 'none', 'other'), NVL2(memo, 1, 0) FROM transaction",
    );
    expect(sql).toContain(
      "CASE WHEN transaction.status = 'A' THEN 'open' WHEN transaction.status IS NOT DISTINCT FROM NULL",
    );
    expect(sql).toContain('CASE WHEN transaction.memo IS NOT NULL THEN 1 ELSE 0 END');
  });

  it('reads FETCH FIRST and OFFSET ... ROWS', async () => {
    expect(await sqlOf('SELECT id FROM customer ORDER BY id OFFSET 10 ROWS FETCH NEXT 5 ROWS ONLY')).toContain(
      'ORDER BY id LIMIT 5 OFFSET 10',
    );
  });

  it('applies a ROWNUM limit as a LIMIT when nothing reorders the rows', async () => {
    expect(await sqlOf("SELECT id FROM customer WHERE ROWNUM <= 5 AND isinactive = 'F'")).toBe(
      "SELECT customer.id AS id FROM customer WHERE customer.isinactive = 'F' LIMIT 5",
    );
    expect(await sqlOf('SELECT id FROM customer WHERE ROWNUM < 3')).toContain('LIMIT 2');
    expect(await sqlOf('SELECT id FROM customer WHERE 1 = ROWNUM')).toContain('LIMIT 1');
    expect(await sqlOf('SELECT id FROM customer WHERE ROWNUM > 1')).toContain('LIMIT 0');
  });

  it('cuts rows by ROWNUM before ORDER BY and GROUP BY, as Oracle does', async () => {
    const sorted = await sqlOf('SELECT t.tranid FROM transaction t WHERE ROWNUM <= 10 ORDER BY t.trandate DESC');
    expect(sorted).toBe(
      'SELECT _sq_rownum_rows._sq_c1 AS tranid FROM ( SELECT t.tranid AS _sq_c1, t.trandate AS _sq_c2 FROM transaction AS t LIMIT 10 ) AS _sq_rownum_rows ORDER BY _sq_rownum_rows._sq_c2 DESC',
    );
    const grouped = await sqlOf(
      "SELECT BUILTIN.DF(t.status), COUNT(*) FROM transaction t WHERE t.type = 'SalesOrd' AND ROWNUM <= 50 GROUP BY t.type, t.status",
    );
    expect(grouped).toContain("FROM transaction AS t WHERE t.type = 'SalesOrd' LIMIT 50 ) AS _sq_rownum_rows");
    expect(grouped).toContain('GROUP BY _sq_rownum_rows.');
  });

  it('numbers selected ROWNUM in arrival order', async () => {
    const { sql, columns } = await translate('SELECT ROWNUM, id FROM customer WHERE ROWNUM <= 3');
    expect(columns).toEqual(['rownum', 'id']);
    expect(sql.replace(/\s+/g, ' ')).toContain('row_number() OVER () AS rownum');
  });

  it('accepts the classic ROWNUM pagination idiom', async () => {
    const { columns } = await translate(`
      SELECT * FROM (
        SELECT a.*, ROWNUM rnum FROM (SELECT id, entityid FROM customer ORDER BY entityid) a WHERE ROWNUM <= 20
      ) WHERE rnum > 10`);
    expect(columns).toEqual(['id', 'entityid', 'rnum']);
  });

  it('writes BUILTIN.DF as the display value of status, type and references', async () => {
    const sql = await sqlOf(
      'SELECT BUILTIN.DF(t.status), BUILTIN.DF(t.type), BUILTIN.DF(t.entity), BUILTIN.DF(t.subsidiary), BUILTIN.DF(t.memo) FROM transaction t',
    );
    expect(sql).toContain('suiteql.status_display(t.type, t.status)');
    expect(sql).toContain('suiteql.type_display(t.type)');
    expect(sql).toContain('COALESCE((SELECT _sq_df.entityid FROM customer AS _sq_df WHERE _sq_df.id = t.entity)');
    expect(sql).toContain('(SELECT _sq_df.fullname FROM subsidiary AS _sq_df WHERE _sq_df.id = t.subsidiary)');
    expect(sql).toContain('t.memo AS expr5');
  });

  it('accepts DATE literals and CAST to NUMBER and VARCHAR2', async () => {
    const sql = await sqlOf(
      "SELECT CAST(foreigntotal AS NUMBER(10,1)), CAST(id AS VARCHAR2(20)) FROM transaction WHERE trandate >= DATE '2026-01-01'",
    );
    expect(sql).toContain('CAST(suiteql.to_number(transaction.foreigntotal) AS numeric(10, 1))');
    expect(sql).toContain('suiteql.fit_text(suiteql.to_char(transaction.id), 20)');
    expect(sql).toContain("transaction.trandate >= '2026-01-01'::date");
  });
});

describe('translateSuiteql: what it refuses', () => {
  it.each([
    ['DELETE FROM customer', 'read-only'],
    ["UPDATE customer SET email = 'x'", 'read-only'],
    ['INSERT INTO customer (id) VALUES (1)', 'read-only'],
    ['DROP TABLE customer', 'read-only'],
    ['CREATE TABLE x (id integer)', 'read-only'],
    ['TRUNCATE customer', 'read-only'],
    ['SELECT id FROM customer; DELETE FROM customer', 'exactly one query'],
    ['SELECT 1 FROM dual; SELECT 2 FROM dual', 'exactly one query'],
    ['SELECT id INTO x FROM customer', 'read-only'],
    ['SELECT id FROM customer FOR UPDATE', 'read-only'],
    ['WITH c AS (SELECT id FROM customer) SELECT id FROM c', 'WITH'],
    ['VALUES (1)', 'VALUES'],
  ])('refuses %s', async (query, reason) => {
    expect(await refusal(query)).toContain(reason);
  });

  it('refuses LIMIT and a bare OFFSET, which are PostgreSQL, not SuiteQL', async () => {
    expect(await refusal('SELECT id FROM customer LIMIT 5')).toContain('LIMIT is not SuiteQL');
    expect(await refusal('SELECT id FROM customer ORDER BY id OFFSET 5')).toContain('OFFSET n ROWS');
  });

  it("refuses tables and columns outside the schema with NetSuite's words", async () => {
    expect(await refusal('SELECT id FROM foo')).toBe("Record 'foo' was not found.");
    expect(await refusal('SELECT bar FROM customer')).toBe("Field 'bar' for record 'customer' was not found.");
    expect(await refusal('SELECT c.bar FROM customer c')).toBe("Field 'bar' for record 'customer' was not found.");
    expect(await refusal('SELECT x.id FROM customer c')).toBe("Unknown identifier 'x.id'.");
    expect(await refusal('SELECT seed FROM sandbox_company')).toBe("Record 'sandbox_company' was not found.");
    expect(await refusal('SELECT id FROM public.customer')).toBe("Record 'public.customer' was not found.");
  });

  it('refuses PostgreSQL catalogs however they are named', async () => {
    expect(await refusal('SELECT relname FROM pg_catalog.pg_class')).toContain('system catalogs');
    expect(await refusal('SELECT relname FROM pg_class')).toContain('system catalogs');
    expect(await refusal('SELECT table_name FROM information_schema.tables')).toContain('system catalogs');
    expect(await refusal("SELECT pg_read_file('x') FROM dual")).toContain('system catalogs');
  });

  it.each([
    ['SELECT id::text FROM customer', ':: cast'],
    ['SELECT id FROM customer WHERE id = $1', 'Bind parameters'],
    ['SELECT "id" FROM customer', 'Double-quoted'],
    ["SELECT id FROM customer WHERE companyname ILIKE 'a%'", 'ILIKE'],
    ["SELECT E'x' FROM dual", 'PostgreSQL syntax'],
    ['SELECT $$x$$ FROM dual', 'PostgreSQL syntax'],
    ['SELECT now() FROM dual', 'NOW is not supported'],
    ['SELECT id FROM customer WHERE isinactive = TRUE', "'T' and 'F'"],
    ['SELECT id FROM customer c, transaction t WHERE t.entity(+) = c.id', '(+)'],
    ['SELECT id FROM employee START WITH supervisor IS NULL CONNECT BY PRIOR id = supervisor', 'CONNECT BY'],
    ['SELECT id FROM customer WHERE email IS DISTINCT FROM phone', 'DISTINCT FROM'],
    ['SELECT DISTINCT ON (email) id FROM customer', 'DISTINCT ON'],
    ['SELECT count(*) FILTER (WHERE id > 1) FROM customer', 'FILTER'],
    ['SELECT entity, COUNT(*) FROM transaction GROUP BY 1', 'GROUP BY'],
    ['SELECT id FROM customer c JOIN vendor v USING (id)', 'USING'],
    ['SELECT c.id FROM customer c JOIN vendor v ON v.id = c.id, employee e', 'cannot be mixed'],
    ['SELECT 1', 'FROM clause'],
    ['SELECT x.id FROM customer, LATERAL (SELECT id FROM vendor) x', 'LATERAL'],
    ['SELECT BUILTIN.CONSOLIDATE(foreigntotal) FROM transaction', 'BUILTIN.CONSOLIDATE'],
    ['SELECT BUILTIN.DF(defaultbillingaddress) FROM customer', 'BUILTIN.DF is not supported'],
    ['SELECT BUILTIN.DF(x.id) FROM (SELECT id FROM customer) x', 'subquery'],
    ["SELECT TO_CHAR(trandate, 'YYYY-Q-XX') FROM transaction", "date format 'YYYY-Q-XX'"],
    ["SELECT TRUNC(trandate, 'IW') FROM transaction WHERE ROUND(trandate, 'WW') IS NULL", "date unit 'WW'"],
    ['SELECT TO_DATE(memo, memo) FROM transaction', 'string literal'],
    ['SELECT id FROM customer WHERE ROWNUM <= 5 OR id = 1', 'ROWNUM'],
    ['SELECT id FROM customer ORDER BY ROWNUM', 'ROWNUM'],
    ['SELECT ROWNUM, COUNT(*) FROM customer', 'groups rows'],
    ['SELECT id FROM customer WHERE id = (SELECT id, entityid FROM customer)', 'exactly one column'],
    ['SELECT id FROM customer UNION SELECT id, entityid FROM vendor', 'same number of columns'],
    ['SELECT CAST(id AS DATE) FROM customer', 'TO_DATE'],
    ["SELECT INTERVAL '1' DAY FROM dual", 'not supported'],
    ['SELECT id FROM customer WHERE id ~ 1', 'Operator ~'],
    ['SELECT SUBSTR(email) FROM customer', 'SUBSTR takes 2 to 3 arguments'],
    ['SELECT ROW_NUMBER() FROM customer', 'OVER'],
    ['SELECT SUM(id) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM customer', 'Window frames'],
    ['SELECT id FROM customer WHERE', 'Syntax error'],
    ['   ', 'empty'],
  ])('refuses %s', async (query, reason) => {
    expect(await refusal(query)).toContain(reason);
  });

  it('refuses an ambiguous bare column', async () => {
    expect(await refusal('SELECT id FROM customer c JOIN transaction t ON t.entity = c.id')).toContain('ambiguous');
  });
});
