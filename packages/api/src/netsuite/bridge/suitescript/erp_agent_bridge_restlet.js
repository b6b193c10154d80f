/**
 * @NApiVersion 2.1
 * @NScriptType Restlet
 * @NModuleScope SameAccount
 */
/*
 * ERP Agent bridge: what NetSuite's REST web services cannot do for the ERP Agent: create, run,
 * read and change saved searches, turn script deployments on and off, and read script files.
 * One POST entry point; the JSON body names the action:
 *
 *   { "action": "savedSearch.create", "definition": { "title", "recordType", "id"?, "filters", "columns", "public"? } }
 *   { "action": "savedSearch.list" }
 *   { "action": "savedSearch.run", "searchId": "57" or "customsearch_...", "pageSize": 50, "pageIndex": 0 }
 *   { "action": "savedSearch.delete", "searchId": "57" or "customsearch_..." }
 *   { "action": "savedSearch.load", "searchId": "57" or "customsearch_..." }
 *   { "action": "savedSearch.update", "searchId": "57", "title"?, "public"? }
 *   { "action": "scriptDeployment.update", "deploymentId": "customdeploy_..." or "12", "isDeployed"?, "status"?, "logLevel"? }
 *   { "action": "file.read", "fileId": "345" }
 *
 * Every failure is caught and answered as { "error": { "code", "message" } } with HTTP 200, the
 * code being NetSuite's own where NetSuite raised the error. The ERP Agent's sandbox implements
 * the same contract (packages/api/src/netsuite/bridge/contract.ts in the ERP Agent source).
 *
 * Deploy with script id customscript_erp_agent_bridge and deployment id
 * customdeploy_erp_agent_bridge, status Released.
 */
define(['N/search', 'N/error', 'N/runtime', 'N/format', 'N/log', 'N/record', 'N/file'], (
  search,
  error,
  runtime,
  format,
  log,
  record,
  file,
) => {
  const RECORD_TYPES = ['transaction', 'customer', 'vendor', 'item', 'employee'];
  const DATE_OPERATORS = ['on', 'before', 'after', 'onorbefore', 'onorafter', 'within'];
  const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
  const SCRIPT_ID_PREFIX = 'customsearch';
  const SCRIPT_ID_MAX_LENGTH = 40;
  const PAGE_SIZE = { min: 5, max: 1000, default: 50 };
  // Units kept for the answer when listing: each PagedData.fetch costs 5 of a RESTlet's 5,000.
  const USAGE_RESERVE = 50;
  const SUMMARIES = {
    group: search.Summary.GROUP,
    count: search.Summary.COUNT,
    sum: search.Summary.SUM,
    avg: search.Summary.AVG,
    min: search.Summary.MIN,
    max: search.Summary.MAX,
  };
  const SORTS = { asc: search.Sort.ASC, desc: search.Sort.DESC };

  // Object.hasOwn (ES2022) is newer than the ECMAScript edition SuiteScript 2.1 first ran.
  const has = (object, key) => Object.hasOwn(object, key);

  const fail = (code, message) => {
    throw error.create({ name: code, message, notifyOff: true });
  };

  const required = (value, name, where) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      fail('SSS_MISSING_REQD_ARGUMENT', `${where}: Missing a required argument: ${name}`);
    }
    return value;
  };

  const oneOf = (choices, value, code, what) => {
    if (!has(choices, value)) fail(code, `${what} must be one of ${Object.keys(choices).join(', ')}: ${value}`);
    return choices[value];
  };

  // Internal ids are numbers to N/search; script ids are strings.
  const searchIdArgument = (value, where) => {
    const searchId = String(required(value, 'searchId', where)).trim();
    return /^\d+$/.test(searchId) ? Number(searchId) : searchId;
  };

  const isTakenScriptId = (scriptId) =>
    search
      .create({ type: search.Type.SAVED_SEARCH, filters: [['id', 'is', scriptId]], columns: ['id'] })
      .run()
      .getRange({ start: 0, end: 1 }).length > 0;

  // The same rule as scriptIdFromTitle in the ERP Agent (bridge/script-id.ts).
  const scriptIdFromTitle = (title, isTaken) => {
    const slug = title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    const base = `${SCRIPT_ID_PREFIX}_${slug || 'search'}`.slice(0, SCRIPT_ID_MAX_LENGTH).replace(/_+$/, '');
    let candidate = base;
    for (let n = 2; isTaken(candidate); n += 1) {
      const suffix = `_${n}`;
      candidate = `${base.slice(0, SCRIPT_ID_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    return candidate;
  };

  // N/search reads a date filter value in the user's date format; the contract sends YYYY-MM-DD.
  const filterValue = (operator, value) => {
    if (typeof value === 'boolean') return value ? 'T' : 'F';
    const iso = typeof value === 'string' && DATE_OPERATORS.includes(operator) ? ISO_DATE.exec(value) : null;
    if (iso === null) return value;
    const date = new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
    return format.format({ value: date, type: format.Type.DATE });
  };

  const createFilter = (filter) => {
    const operator = required(filter.operator, 'operator', 'savedSearch.create filter');
    const values = (filter.values || []).map((value) => filterValue(operator, value));
    return search.createFilter({
      name: required(filter.field, 'field', 'savedSearch.create filter'),
      operator,
      ...(values.length > 0 ? { values } : {}),
    });
  };

  const createColumn = (column) => {
    const options = { name: required(column.name, 'name', 'savedSearch.create column') };
    if (column.summary !== undefined) {
      options.summary = oneOf(SUMMARIES, column.summary, 'SSS_INVALID_SRCH_COLUMN_SUM', 'A column summary');
    }
    if (column.label !== undefined) options.label = column.label;
    if (column.sort !== undefined) options.sort = oneOf(SORTS, column.sort, 'SSS_INVALID_TYPE_ARG', 'A column sort');
    return search.createColumn(options);
  };

  const createSavedSearch = (body) => {
    const where = 'savedSearch.create';
    const definition = required(body.definition, 'definition', where);
    const title = String(required(definition.title, 'definition.title', where)).trim();
    const recordType = required(definition.recordType, 'definition.recordType', where);
    if (!RECORD_TYPES.includes(recordType)) {
      fail('SSS_INVALID_TYPE_ARG', `${where}: definition.recordType must be one of ${RECORD_TYPES.join(', ')}`);
    }
    const columns = required(definition.columns, 'definition.columns', where);
    if (!Array.isArray(columns) || columns.length === 0)
      fail('SSS_INVALID_SRCH_COL', 'A saved search needs at least one column.');
    const scriptId = definition.id || scriptIdFromTitle(title, isTakenScriptId);
    const created = search.create({
      type: recordType,
      title,
      id: scriptId,
      isPublic: definition.public === true,
      filters: (definition.filters || []).map(createFilter),
      columns: columns.map(createColumn),
    });
    return { searchId: String(created.save()), scriptId };
  };

  // 'Item Fulfillment' -> 'itemfulfillment', the search.Type form the contract speaks.
  const recordTypeId = (recordType) =>
    String(recordType || '')
      .toLowerCase()
      .replace(/\s+/g, '');

  const listSavedSearches = () => {
    const paged = search
      .create({
        type: search.Type.SAVED_SEARCH,
        columns: [search.createColumn({ name: 'title', sort: search.Sort.ASC }), 'id', 'recordtype', 'owner'],
      })
      .runPaged({ pageSize: PAGE_SIZE.max });
    const items = [];
    for (const range of paged.pageRanges) {
      if (runtime.getCurrentScript().getRemainingUsage() < USAGE_RESERVE) return { items, truncated: true };
      for (const result of paged.fetch({ index: range.index }).data) {
        const owner = result.getText({ name: 'owner' });
        items.push({
          searchId: String(result.id),
          scriptId: result.getValue({ name: 'id' }),
          title: result.getValue({ name: 'title' }),
          recordType: recordTypeId(result.getValue({ name: 'recordtype' })),
          ...(owner ? { owner } : {}),
        });
      }
    }
    return { items };
  };

  const pageArgument = (value, fallback, min, max, name) => {
    if (value === undefined || value === null) return fallback;
    if (!Number.isInteger(value) || value < min || value > max) {
      fail('SSS_INVALID_TYPE_ARG', `savedSearch.run: ${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };

  // The key of a column's value in a result, as the contract's searchColumnKey makes it.
  const columnKey = (column) => {
    const name = column.join ? `${String(column.join).toLowerCase()}.${column.name}` : column.name;
    return column.summary ? `${String(column.summary).toLowerCase()}(${name})` : name;
  };

  const describeColumns = (columns) => {
    const seen = {};
    return columns.map((column) => {
      const key = columnKey(column);
      seen[key] = (seen[key] || 0) + 1;
      return {
        key: seen[key] === 1 ? key : `${key}#${seen[key]}`,
        name: column.name,
        label: column.label || column.name,
        ...(column.summary ? { summary: String(column.summary).toLowerCase() } : {}),
      };
    });
  };

  const toResult = (result, columns, described) => {
    const values = {};
    const texts = {};
    columns.forEach((column, index) => {
      const key = described[index].key;
      const value = result.getValue(column);
      const text = result.getText(column);
      values[key] = value === undefined ? null : value;
      if (typeof text === 'string' && text !== '' && text !== value) texts[key] = text;
    });
    return {
      ...(result.id ? { id: String(result.id) } : {}),
      values,
      ...(Object.keys(texts).length > 0 ? { texts } : {}),
    };
  };

  const runSavedSearch = (body) => {
    const where = 'savedSearch.run';
    const searchId = searchIdArgument(body.searchId, where);
    const pageSize = pageArgument(body.pageSize, PAGE_SIZE.default, PAGE_SIZE.min, PAGE_SIZE.max, 'pageSize');
    const pageIndex = pageArgument(body.pageIndex, 0, 0, Number.MAX_SAFE_INTEGER, 'pageIndex');
    const saved = search.load({ id: searchId });
    const shown = saved.columns;
    const described = describeColumns(shown);
    // runPaged needs an unambiguous order or pages repeat and skip rows: a plain search with no
    // sorted column is ordered by internal id, in a column left out of the answer.
    const summarised = shown.some((column) => column.summary);
    const sorted = shown.some((column) => column.sort && column.sort !== search.Sort.NONE);
    if (!summarised && !sorted) {
      saved.columns = shown.concat(search.createColumn({ name: 'internalid', sort: search.Sort.ASC }));
    }
    const paged = saved.runPaged({ pageSize });
    const answer = { columns: described, pageIndex, pageCount: paged.pageRanges.length, totalResults: paged.count };
    if (paged.count === 0 && pageIndex === 0) return { ...answer, results: [] };
    // Past the last page, fetch throws INVALID_PAGE_RANGE, which the caller gets as is.
    const page = paged.fetch({ index: pageIndex });
    return { ...answer, results: page.data.map((result) => toResult(result, shown, described)) };
  };

  const deleteSavedSearch = (body) => {
    search.delete({ id: searchIdArgument(body.searchId, 'savedSearch.delete') });
    return { deleted: true };
  };

  // filterExpression holds each filter as [field, operator, ...values] between 'and's.
  const describeFilters = (expression) =>
    (expression || [])
      .filter((term) => Array.isArray(term) && typeof term[0] === 'string')
      .map((term) => ({ field: term[0], operator: String(term[1]), values: term.slice(2).flat() }));

  const loadSavedSearch = (body) => {
    const saved = search.load({ id: searchIdArgument(body.searchId, 'savedSearch.load') });
    return {
      searchId: String(saved.searchId),
      scriptId: saved.id,
      title: saved.title,
      recordType: recordTypeId(saved.searchType),
      isPublic: saved.isPublic === true,
      filters: describeFilters(saved.filterExpression),
      columns: saved.columns.map((column) => ({
        name: column.join ? `${String(column.join).toLowerCase()}.${column.name}` : column.name,
        ...(column.summary ? { summary: String(column.summary).toLowerCase() } : {}),
        ...(column.label ? { label: column.label } : {}),
        ...(column.sort && column.sort !== search.Sort.NONE ? { sort: String(column.sort).toLowerCase() } : {}),
      })),
    };
  };

  const updateSavedSearch = (body) => {
    const saved = search.load({ id: searchIdArgument(body.searchId, 'savedSearch.update') });
    if (body.title !== undefined) saved.title = String(required(body.title, 'title', 'savedSearch.update')).trim();
    if (body.public !== undefined) saved.isPublic = body.public === true;
    saved.save();
    return {
      searchId: String(saved.searchId),
      scriptId: saved.id,
      title: saved.title,
      isPublic: saved.isPublic === true,
    };
  };

  // A deployment by internal id, or found by its script id.
  const deploymentInternalId = (value) => {
    const id = String(required(value, 'deploymentId', 'scriptDeployment.update')).trim();
    if (/^\d+$/.test(id)) return Number(id);
    const found = search
      .create({ type: 'scriptdeployment', filters: [['scriptid', 'is', id]], columns: ['scriptid'] })
      .run()
      .getRange({ start: 0, end: 1 });
    if (found.length === 0) fail('RCRD_DSNT_EXIST', `That record does not exist. scriptdeployment: ${id}`);
    return Number(found[0].id);
  };

  const updateScriptDeployment = (body) => {
    const deployment = record.load({
      type: record.Type.SCRIPT_DEPLOYMENT,
      id: deploymentInternalId(body.deploymentId),
    });
    if (body.isDeployed !== undefined) deployment.setValue({ fieldId: 'isdeployed', value: body.isDeployed === true });
    if (body.status !== undefined) deployment.setValue({ fieldId: 'status', value: body.status });
    if (body.logLevel !== undefined) deployment.setValue({ fieldId: 'loglevel', value: body.logLevel });
    const id = deployment.save();
    return {
      deploymentId: String(id),
      scriptId: String(deployment.getValue({ fieldId: 'scriptid' })).toLowerCase(),
      isDeployed: deployment.getValue({ fieldId: 'isdeployed' }) === true,
      status: String(deployment.getValue({ fieldId: 'status' })),
      logLevel: String(deployment.getValue({ fieldId: 'loglevel' })),
    };
  };

  const readFile = (body) => {
    const id = String(required(body.fileId, 'fileId', 'file.read')).trim();
    if (!/^\d+$/.test(id)) fail('SSS_INVALID_TYPE_ARG', `file.read: fileId must be a file's internal id: ${id}`);
    const loaded = file.load({ id: Number(id) });
    return { fileId: String(loaded.id), name: loaded.name, contents: loaded.getContents() };
  };

  const ACTIONS = {
    'savedSearch.create': createSavedSearch,
    'savedSearch.list': listSavedSearches,
    'savedSearch.run': runSavedSearch,
    'savedSearch.delete': deleteSavedSearch,
    'savedSearch.load': loadSavedSearch,
    'savedSearch.update': updateSavedSearch,
    'scriptDeployment.update': updateScriptDeployment,
    'file.read': readFile,
  };

  // SuiteScript errors carry NetSuite's code as their name; anything else is a fault in this script.
  const errorBody = (caught) => {
    const name = caught && typeof caught.name === 'string' ? caught.name : '';
    const netsuiteCode = /^[A-Z][A-Z0-9_]*$/.test(name);
    if (!netsuiteCode) log.error({ title: 'ERP Agent bridge failed', details: caught });
    const message = caught && typeof caught.message === 'string' ? caught.message : String(caught);
    return { error: { code: netsuiteCode ? name : 'UNEXPECTED_ERROR', message } };
  };

  const post = (body) => {
    try {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        fail(
          'SSS_INVALID_TYPE_ARG',
          'The request body must be a JSON object, sent with Content-Type: application/json.',
        );
      }
      const action = required(body.action, 'action', 'bridge');
      if (!has(ACTIONS, action)) {
        fail('UNKNOWN_ACTION', `Unknown action ${action}; the bridge knows ${Object.keys(ACTIONS).join(', ')}.`);
      }
      return ACTIONS[action](body);
    } catch (caught) {
      return errorBody(caught);
    }
  };

  return { post };
});
