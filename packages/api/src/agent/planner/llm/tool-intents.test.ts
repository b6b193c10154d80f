import { describe, expect, it } from 'vitest';
import { intentOfTools } from './tool-intents.ts';

describe('intentOfTools', () => {
  it.each([
    [[], 'help'],
    [
      [
        { tool: 'ns_getRecordTypeMetadata', input: {} },
        { tool: 'ns_runCustomSuiteQL', input: {} },
      ],
      'record_metadata',
    ],
    [[{ tool: 'ns_deleteRecord', input: {} }], 'delete_record'],
    [[{ tool: 'ns_receivePurchaseOrder', input: {} }], 'process_step'],
    [[{ tool: 'sdf_createProject', input: { spec: { kind: 'field' } } }], 'create_field'],
    [[{ tool: 'sdf_createProject', input: { spec: { kind: 'workflow' } } }], 'create_workflow'],
    [[{ tool: 'sdf_getProject', input: {} }], 'deploy'],
  ] as const)('labels %j as %s, by the first tool called', (called, intent) => {
    expect(intentOfTools(called)).toBe(intent);
  });
});
