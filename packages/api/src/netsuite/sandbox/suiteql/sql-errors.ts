import type { SandboxSqlError } from '../engine/sandbox-engine.ts';
import { SUITEQL_ERROR_SQLSTATE } from './support-sql.ts';

/** Reasons for errors whose PostgreSQL wording would not help a SuiteQL user. */
const GENERIC: Readonly<Record<string, string>> = {
  '25006': 'SuiteQL is read-only.',
  '21000': 'A subquery used as a value returned more than one row.',
  '42803': 'A selected expression is neither in the GROUP BY clause nor inside an aggregate.',
};

/**
 * A short reason for an error PostgreSQL raised while running a translated query, in terms
 * of the SuiteQL the user wrote. PostgreSQL's own wording is kept where it speaks of the
 * user's values (division by zero, a bad number, mismatched CASE types); anything that
 * would show the translation (the `suiteql` functions, the sandbox's internal aliases) is
 * said in SuiteQL's terms instead.
 */
export function runtimeReason(error: SandboxSqlError): string {
  const message = error.message.split('\n')[0] ?? '';
  const state = error.sqlState ?? '';
  if (state === SUITEQL_ERROR_SQLSTATE) return message;
  if (state === '42883') return wrongTypes(message);
  const internal = message.includes('suiteql.') || message.includes('_sq_');
  const generic = GENERIC[state];
  if (generic !== undefined && (internal || state === '25006')) return generic;
  if (!internal && (state.startsWith('22') || state.startsWith('42') || state === '21000')) {
    return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  }
  return generic ?? 'The query could not be run.';
}

/** PostgreSQL found no function or operator for the argument types (42883). */
function wrongTypes(message: string): string {
  if (message.includes('json_text')) return 'The query selects a value of a type SuiteQL cannot return.';
  if (message.includes('to_char(') && !message.includes('to_char_')) {
    return "TO_CHAR of a date needs a format, e.g. TO_CHAR(trandate, 'MM/DD/YYYY').";
  }
  const operator = /^operator does not exist: (.+)$/.exec(message);
  if (operator) return `Values of different types cannot be compared or combined: ${operator[1]}.`;
  const types = /\(([^)]*)\)/.exec(message)?.[1];
  return `A function or operator was given arguments of the wrong type${types ? ` (${types})` : ''}.`;
}
