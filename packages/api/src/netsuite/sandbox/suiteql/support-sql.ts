import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import { ITEM_TYPES } from '../generate/entity-rows.ts';
import { ACCOUNT_TYPES } from '../generate/setup-rows.ts';
import { STATUS_CODES, TRANSACTION_TYPES } from '../generate/status-codes.ts';

/**
 * Oracle's semantics for the functions and operators SuiteQL users write, as PostgreSQL
 * functions in their own schema. Translated SuiteQL calls them by their qualified names, so
 * nothing here shadows PostgreSQL's own functions for any other SQL.
 *
 * Oracle's DATE carries a time of day, so dates travel as `timestamp`: PostgreSQL's `date`
 * columns convert implicitly where a function wants one. Numbers travel as `numeric`, as
 * Oracle's NUMBER does; integers convert implicitly.
 *
 * The simple functions are one-expression SQL functions, which PostgreSQL inlines into the
 * query, so a call costs what the expression costs and an index still serves
 * `trandate >= SYSDATE - 30`. Nothing here reads a company table, so the functions survive
 * a reload of the company and can be installed before or after it.
 */

export const SUITEQL_SCHEMA = 'suiteql';

/** The SQLSTATE the support functions raise, so their messages reach the user unchanged. */
export const SUITEQL_ERROR_SQLSTATE = 'SQ000';

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

function caseOf(subject: string, names: Readonly<Record<string, string>>): string {
  const arms = Object.entries(names).map(([code, name]) => `when ${quoteLiteral(code)} then ${quoteLiteral(name)}`);
  return arms.length === 0 ? 'null::text' : `case ${subject} ${arms.join(' ')} end`;
}

const STATUS_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(STATUS_CODES).flatMap(([type, statuses]) =>
    Object.entries(statuses).map(([letter, name]) => [
      `${type}:${letter}`,
      `${TRANSACTION_TYPES[type as keyof typeof TRANSACTION_TYPES]} : ${name}`,
    ]),
  ),
);

/** One-expression SQL function: inlined by the planner wherever it is called. */
function inline(signature: string, returns: string, body: string, volatility = 'immutable'): string {
  return `create or replace function ${SUITEQL_SCHEMA}.${signature} returns ${returns}
  language sql ${volatility} parallel safe
  as $fn$ select ${body} $fn$`;
}

const STATEMENTS: readonly string[] = [
  `create schema if not exists ${SUITEQL_SCHEMA}`,

  // Numbers as Oracle writes them: no trailing zeros and no zero before the point (.5, -.25).
  inline(
    'number_text(value numeric)',
    'text',
    `case when value = 0 then '0'
      when abs(value) < 1 then case when value < 0 then '-' else '' end || substr(trim_scale(abs(value))::text, 2)
      else trim_scale(value)::text end`,
  ),
  // Oracle's NUMBER keeps 38 significant digits where PostgreSQL's division keeps about 20.
  inline(
    'significant(value numeric)',
    'numeric',
    'case when value = 0 then 0 else trim_scale(round(value, 37 - floor(log(10, abs(value)))::integer)) end',
  ),

  // Arithmetic: a DATE plus or minus a number of days, the days between two DATEs, and a
  // division that is never integer division (7/2 is 3.5).
  inline('add(a numeric, b numeric)', 'numeric', 'a + b'),
  inline('add(a timestamp, b numeric)', 'timestamp', 'a + make_interval(secs => round(b * 86400)::float8)'),
  inline('add(a numeric, b timestamp)', 'timestamp', 'b + make_interval(secs => round(a * 86400)::float8)'),
  inline('sub(a numeric, b numeric)', 'numeric', 'a - b'),
  inline('sub(a timestamp, b numeric)', 'timestamp', 'a - make_interval(secs => round(b * 86400)::float8)'),
  inline('mul(a numeric, b numeric)', 'numeric', 'a * b'),
  inline('div(a numeric, b numeric)', 'numeric', `${SUITEQL_SCHEMA}.significant(round(a, 40) / b)`),
  inline('sub(a timestamp, b timestamp)', 'numeric', `${SUITEQL_SCHEMA}.div(extract(epoch from a - b), 86400)`),
  inline('mod(a numeric, b numeric)', 'numeric', 'case when b = 0 then a else mod(a, b) end'),
  // Numeric overloads, so integer arguments do not pick PostgreSQL's double precision versions.
  inline('abs(value numeric)', 'numeric', 'abs(value)'),
  inline('ceil(value numeric)', 'numeric', 'ceil(value)'),
  inline('floor(value numeric)', 'numeric', 'floor(value)'),
  inline('sign(value numeric)', 'numeric', 'sign(value)'),
  inline('power(base numeric, exponent numeric)', 'numeric', `${SUITEQL_SCHEMA}.significant(power(base, exponent))`),

  // Concatenation: NULL reads as the empty string, which Oracle does not tell apart from NULL.
  inline(
    'concat(a text, b text)',
    'text',
    `case when a is null and b is null then null else nullif(coalesce(a, '') || coalesce(b, ''), '') end`,
  ),
  inline('concat(a numeric, b text)', 'text', `${SUITEQL_SCHEMA}.concat(${SUITEQL_SCHEMA}.number_text(a), b)`),
  inline('concat(a text, b numeric)', 'text', `${SUITEQL_SCHEMA}.concat(a, ${SUITEQL_SCHEMA}.number_text(b))`),
  inline(
    'concat(a numeric, b numeric)',
    'text',
    `${SUITEQL_SCHEMA}.concat(${SUITEQL_SCHEMA}.number_text(a), ${SUITEQL_SCHEMA}.number_text(b))`,
  ),

  // Conversions. Formats arrive already translated to PostgreSQL's patterns (see datetime-format.ts).
  inline('to_date(value text, format text)', 'timestamp', 'to_timestamp(value, format)::timestamp', 'stable'),
  inline('to_char_date(value timestamp, format text)', 'text', `nullif(to_char(value, format), '')`, 'stable'),
  inline('to_char_number(value numeric, format text)', 'text', `nullif(to_char(value, format), '')`, 'stable'),
  inline('to_char(value numeric)', 'text', `${SUITEQL_SCHEMA}.number_text(value)`),
  inline('to_char(value text)', 'text', 'value'),
  inline('to_number(value text)', 'numeric', 'trim(value)::numeric'),
  inline('to_number(value numeric)', 'numeric', 'value'),
  inline('to_number(value text, format text)', 'numeric', 'to_number(value, format)', 'stable'),

  // TRUNC and ROUND of a DATE to a unit (canonical names chosen by the translator), or of a number.
  inline('trunc(value timestamp)', 'timestamp', `date_trunc('day', value)`),
  inline(
    'trunc(value timestamp, unit text)',
    'timestamp',
    `case unit
      when 'year' then date_trunc('year', value)
      when 'quarter' then date_trunc('quarter', value)
      when 'month' then date_trunc('month', value)
      when 'ww' then date_trunc('year', value) + make_interval(days => ((extract(doy from value)::integer - 1) / 7) * 7)
      when 'iw' then date_trunc('week', value)
      when 'w' then date_trunc('month', value) + make_interval(days => ((extract(day from value)::integer - 1) / 7) * 7)
      when 'day' then date_trunc('day', value) - make_interval(days => extract(dow from value)::integer)
      when 'dd' then date_trunc('day', value)
      when 'hour' then date_trunc('hour', value)
      when 'minute' then date_trunc('minute', value)
    end`,
  ),
  inline('trunc(value numeric)', 'numeric', 'trunc(value)'),
  inline('trunc(value numeric, places numeric)', 'numeric', 'trunc(value, trunc(places)::integer)'),
  inline('round(value timestamp)', 'timestamp', `date_trunc('day', value + interval '12 hours')`),
  inline(
    'round(value timestamp, unit text)',
    'timestamp',
    `case unit
      when 'year' then date_trunc('year', value + interval '6 months')
      when 'quarter' then case when value >= date_trunc('quarter', value) + interval '1 month 15 days'
        then date_trunc('quarter', value) + interval '3 months' else date_trunc('quarter', value) end
      when 'month' then case when extract(day from value) >= 16
        then date_trunc('month', value) + interval '1 month' else date_trunc('month', value) end
      when 'dd' then date_trunc('day', value + interval '12 hours')
      when 'hour' then date_trunc('hour', value + interval '30 minutes')
      when 'minute' then date_trunc('minute', value + interval '30 seconds')
    end`,
  ),
  inline('round(value numeric)', 'numeric', 'round(value)'),
  inline('round(value numeric, places numeric)', 'numeric', 'round(value, trunc(places)::integer)'),

  // Calendar arithmetic.
  inline(
    'last_day(value timestamp)',
    'timestamp',
    `date_trunc('month', value) + interval '1 month - 1 day' + (value - date_trunc('day', value))`,
  ),
  inline(
    'add_months(value timestamp, months numeric)',
    'timestamp',
    `case when date_trunc('day', value) = date_trunc('month', value) + interval '1 month - 1 day'
      then date_trunc('month', value + make_interval(months => trunc(months)::integer))
        + interval '1 month - 1 day' + (value - date_trunc('day', value))
      else value + make_interval(months => trunc(months)::integer) end`,
  ),
  // Whole months when the days of the month match or both are month ends; otherwise the
  // remainder counts in 31-day months, time of day included.
  inline(
    'months_between(a timestamp, b timestamp)',
    'numeric',
    `case when extract(day from a) = extract(day from b)
        or (date_trunc('day', a) = date_trunc('month', a) + interval '1 month - 1 day'
          and date_trunc('day', b) = date_trunc('month', b) + interval '1 month - 1 day')
      then (extract(year from a) - extract(year from b)) * 12 + extract(month from a) - extract(month from b)
      else ${SUITEQL_SCHEMA}.significant(
        (extract(year from a) - extract(year from b)) * 12 + extract(month from a) - extract(month from b)
        + round((extract(day from a) - extract(day from b)) * 86400
          + extract(epoch from (a - date_trunc('day', a)) - (b - date_trunc('day', b))), 40) / (31 * 86400))
    end`,
  ),

  // Text functions, where Oracle answers NULL for what would be an empty string.
  inline(
    'substr(value text, start numeric)',
    'text',
    `nullif(case when trunc(start) >= 0 then substr(value, greatest(trunc(start)::integer, 1))
      when -trunc(start) > length(value) then null
      else substr(value, length(value) + trunc(start)::integer + 1) end, '')`,
  ),
  inline(
    'substr(value text, start numeric, count numeric)',
    'text',
    `nullif(case when trunc(count) < 1 then null
      when trunc(start) >= 0 then substr(value, greatest(trunc(start)::integer, 1), trunc(count)::integer)
      when -trunc(start) > length(value) then null
      else substr(value, length(value) + trunc(start)::integer + 1, trunc(count)::integer) end, '')`,
  ),
  inline(
    'substr(value numeric, start numeric)',
    'text',
    `${SUITEQL_SCHEMA}.substr(${SUITEQL_SCHEMA}.number_text(value), start)`,
  ),
  inline(
    'substr(value numeric, start numeric, count numeric)',
    'text',
    `${SUITEQL_SCHEMA}.substr(${SUITEQL_SCHEMA}.number_text(value), start, count)`,
  ),
  inline('instr(value text, search text)', 'integer', 'strpos(value, search)'),
  `create or replace function ${SUITEQL_SCHEMA}.instr(value text, search text, start numeric, occurrence numeric default 1)
  returns integer language plpgsql immutable strict parallel safe as $fn$
  declare
    position integer := trunc(start);
    wanted integer := trunc(occurrence);
    seen integer := 0;
    width integer := length(search);
    last_start integer := length(value) - length(search) + 1;
    i integer;
  begin
    if wanted < 1 then
      raise exception using errcode = '${SUITEQL_ERROR_SQLSTATE}',
        message = 'INSTR: the occurrence must be greater than zero.';
    end if;
    if position = 0 then return 0; end if;
    -- A negative start counts from the end and searches backwards from there.
    if position > 0 then
      i := position;
      while i <= last_start loop
        if substr(value, i, width) = search then
          seen := seen + 1;
          if seen = wanted then return i; end if;
        end if;
        i := i + 1;
      end loop;
    else
      i := least(length(value) + position + 1, last_start);
      while i >= 1 loop
        if substr(value, i, width) = search then
          seen := seen + 1;
          if seen = wanted then return i; end if;
        end if;
        i := i - 1;
      end loop;
    end if;
    return 0;
  end
  $fn$`,
  inline('length(value text)', 'integer', 'nullif(length(value), 0)'),
  inline('length(value numeric)', 'integer', `length(${SUITEQL_SCHEMA}.number_text(value))`),
  inline('trim(value text)', 'text', `nullif(btrim(value), '')`),
  inline('trim(value text, characters text)', 'text', `nullif(btrim(value, characters), '')`),
  inline('ltrim(value text)', 'text', `nullif(ltrim(value), '')`),
  inline('ltrim(value text, characters text)', 'text', `nullif(ltrim(value, characters), '')`),
  inline('rtrim(value text)', 'text', `nullif(rtrim(value), '')`),
  inline('rtrim(value text, characters text)', 'text', `nullif(rtrim(value, characters), '')`),
  inline(
    'replace(value text, search text)',
    'text',
    `case when search is null then value else nullif(replace(value, search, ''), '') end`,
  ),
  inline(
    'replace(value text, search text, replacement text)',
    'text',
    `case when search is null then value else nullif(replace(value, search, coalesce(replacement, '')), '') end`,
  ),
  inline('upper(value text)', 'text', 'upper(value)'),
  inline('lower(value text)', 'text', 'lower(value)'),
  inline('initcap(value text)', 'text', 'initcap(value)'),
  inline(
    'lpad(value text, width numeric, fill text default null)',
    'text',
    `nullif(lpad(value, trunc(width)::integer, coalesce(fill, ' ')), '')`,
  ),
  inline(
    'rpad(value text, width numeric, fill text default null)',
    'text',
    `nullif(rpad(value, trunc(width)::integer, coalesce(fill, ' ')), '')`,
  ),
  `create or replace function ${SUITEQL_SCHEMA}.fit_text(value text, width integer)
  returns text language plpgsql immutable strict parallel safe as $fn$
  begin
    if length(value) > width then
      raise exception using errcode = '${SUITEQL_ERROR_SQLSTATE}',
        message = format('CAST: the value is longer than %s characters.', width);
    end if;
    return value;
  end
  $fn$`,

  // What BUILTIN.DF shows for the coded columns.
  inline('type_display(type text)', 'text', caseOf('type', TRANSACTION_TYPES)),
  inline('status_display(type text, status text)', 'text', caseOf(`type || ':' || status`, STATUS_NAMES)),
  inline('item_type_display(type text)', 'text', caseOf('type', ITEM_TYPES)),
  inline('account_type_display(type text)', 'text', caseOf('type', ACCOUNT_TYPES)),

  // A result value as NetSuite's REST API writes it: a string, dates in the account's
  // M/D/YYYY format (the time of day of a DATE is not shown).
  inline('json_text(value numeric)', 'text', `${SUITEQL_SCHEMA}.number_text(value)`),
  inline('json_text(value text)', 'text', `nullif(value, '')`),
  inline('json_text(value timestamp)', 'text', `to_char(value, 'FMMM/FMDD/YYYY')`, 'stable'),
];

/** Idempotent SQL creating the `suiteql` schema's functions; run once per start of the database. */
export const SUITEQL_SUPPORT_SQL: string = `${STATEMENTS.join(';\n')};`;

export async function installSuiteqlSupport(engine: SandboxEngine): Promise<void> {
  // One statement per call: the engine's extended protocol takes a single command at a time.
  await engine.transaction(STATEMENTS.map((sql) => ({ sql })));
}
