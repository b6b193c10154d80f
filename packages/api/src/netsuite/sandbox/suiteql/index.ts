export { runSuiteql, type SuiteqlPage, type SuiteqlPageRequest } from './run-suiteql.ts';
export { SuiteqlError, type SuiteqlErrorCode } from './suiteql-error.ts';
export { SUITEQL_PAGE_SIZE, suiteqlRouter } from './suiteql-route.ts';
export { installSuiteqlSupport, SUITEQL_SCHEMA, SUITEQL_SUPPORT_SQL } from './support-sql.ts';
export { loadSuiteqlParser, type SuiteqlTranslation, type TranslateOptions, translateSuiteql } from './translate.ts';
