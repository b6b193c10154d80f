import { type Comment, type Node, parse } from 'acorn';
import { simple } from 'acorn-walk';
import { API_VERSIONS, type ScriptObjectType, scriptTypesImplementing } from './object-types.ts';

/**
 * What NetSuite reads from a SuiteScript 2.x entry point file when it is uploaded or a script
 * record is saved (Entry Point Script Validation): the JSDoc tags, the one `define` call and the
 * entry points its factory returns. The problems carry NetSuite's error codes and texts.
 */

export interface ScriptFileProblem {
  readonly code: string;
  readonly message: string;
}

export interface ScriptFileInfo {
  /** `@NApiVersion`, as written. */
  readonly apiVersion: string | undefined;
  /** `@NScriptType`, as written. */
  readonly scriptType: string | undefined;
  /** Entry point -> the name of the function the module returns for it. */
  readonly entryPoints: Readonly<Record<string, string>>;
  readonly problems: readonly ScriptFileProblem[];
}

type AnyNode = Node & Record<string, unknown>;

function tag(comments: readonly Comment[], name: string): string | undefined {
  for (const comment of comments) {
    if (comment.type !== 'Block') continue;
    const match = new RegExp(`@${name}\\s+([^\\s*]+)`).exec(comment.value);
    if (match) return match[1];
  }
  return undefined;
}

function propertyName(key: AnyNode): string | undefined {
  if (key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The keys of the object a factory returns, with the function name behind each. */
function returnedEntryPoints(factory: AnyNode): Record<string, string> {
  const body = factory.body as AnyNode;
  const returned: AnyNode[] = [];
  if (body.type === 'ObjectExpression') returned.push(body);
  else if (body.type === 'BlockStatement') {
    for (const statement of body.body as AnyNode[]) {
      const argument = statement.type === 'ReturnStatement' ? (statement.argument as AnyNode | null) : null;
      if (argument?.type === 'ObjectExpression') returned.push(argument);
    }
  }
  const entries: Record<string, string> = {};
  for (const object of returned) {
    for (const property of object.properties as AnyNode[]) {
      if (property.type !== 'Property') continue;
      const key = propertyName(property.key as AnyNode);
      if (key === undefined) continue;
      const value = property.value as AnyNode;
      entries[key] = value.type === 'Identifier' ? String(value.name) : key;
    }
  }
  return entries;
}

/** Reads and checks one entry point file for the script type its object declares. */
export function readScriptFile(source: string, expected: ScriptObjectType): ScriptFileInfo {
  const comments: Comment[] = [];
  let program: Node;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true, onComment: comments });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      apiVersion: undefined,
      scriptType: undefined,
      entryPoints: {},
      problems: [{ code: 'SYNTAX_ERROR', message: `Syntax error: ${message}` }],
    };
  }
  const apiVersion = tag(comments, 'NApiVersion');
  const scriptType = tag(comments, 'NScriptType');
  const problems: ScriptFileProblem[] = [];
  if (apiVersion === undefined || !(API_VERSIONS as readonly string[]).includes(apiVersion)) {
    problems.push({
      code: 'INVALID_API_VERSION',
      message: 'Invalid JSDoc tag value; valid values are: @NApiVersion [2.X, 2.x, 2.0 2.1]',
    });
  }
  if (scriptType === undefined) {
    problems.push({
      code: 'MISSING_SCRIPT_TYPE',
      message: 'The @NScriptType JSDoc tag is required for 2.0 entry point scripts.',
    });
  } else if (scriptType !== expected.jsdocType) {
    problems.push({
      code: 'INVALID_JSDOC_TAG_VALUE',
      message: `Invalid JSDoc tag value; valid values are: @NScriptType [${expected.jsdocType}]`,
    });
  }

  const defines: AnyNode[] = [];
  simple(program, {
    CallExpression(node) {
      const call = node as unknown as AnyNode;
      const callee = call.callee as AnyNode;
      if (callee.type === 'Identifier' && callee.name === 'define') defines.push(call);
    },
  });
  if (defines.length > 1) {
    const lines = defines.map((call) => call.loc?.start.line ?? 0).join(', ');
    problems.push({
      code: 'MULTIPLE_DEFINE_CALLS',
      message: `Invalid define call, define should only be called one time per module. Define calls found at the following line numbers: ${lines}`,
    });
  }
  const factory = (defines[0]?.arguments as AnyNode[] | undefined)?.at(-1);
  const entryPoints =
    factory && (factory.type === 'FunctionExpression' || factory.type === 'ArrowFunctionExpression')
      ? returnedEntryPoints(factory)
      : {};
  const implemented = scriptTypesImplementing(Object.keys(entryPoints));
  if (defines.length <= 1 && !Object.keys(entryPoints).some((name) => expected.entryPoints.includes(name))) {
    problems.push({
      code: 'SCRIPT_OF_API_VERSION_20_MUST_IMPLEMENT_A_SCRIPT_TYPE_INTERFACE',
      message: 'SuiteScript 2.0 entry point scripts must implement one script type function.',
    });
  } else if (implemented.length > 1 && implemented.some((type) => type !== expected)) {
    problems.push({
      code: 'SCRIPT_OF_API_VERSION_20_CANNOT_IMPLEMENT_MORE_THAN_ONE_SCRIPT_TYPE_INTERFACES',
      message: 'SuiteScript 2.0 entry point scripts cannot implement functions for more than one script type.',
    });
  }
  const own = Object.fromEntries(Object.entries(entryPoints).filter(([name]) => expected.entryPoints.includes(name)));
  return { apiVersion, scriptType, entryPoints: own, problems };
}

/** The names a library module returns: what the Library tab lists as its functions. */
export function moduleExports(source: string): string[] {
  let program: Node;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch {
    return [];
  }
  let names: string[] = [];
  simple(program, {
    CallExpression(node) {
      const call = node as unknown as AnyNode;
      const callee = call.callee as AnyNode;
      const factory = (call.arguments as AnyNode[]).at(-1);
      if (callee.type !== 'Identifier' || callee.name !== 'define' || names.length > 0) return;
      if (factory && (factory.type === 'FunctionExpression' || factory.type === 'ArrowFunctionExpression')) {
        names = Object.keys(returnedEntryPoints(factory));
      }
    },
  });
  return names;
}
