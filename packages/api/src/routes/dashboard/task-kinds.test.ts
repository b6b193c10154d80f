import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../agent/tools/registry.ts';
import { taskTitle, taskType } from './task-kinds.ts';

describe('task kinds', () => {
  it('gives every tool that changes the ERP a kind of its own; reads of data are queries', () => {
    for (const tool of TOOLS) {
      if (tool.risk !== 'read') expect(taskType(tool.name), tool.name).not.toBe('Query');
    }
    expect(taskType('ns_runCustomSuiteQL')).toBe('Query');
    expect(taskType('ns_runSavedSearch')).toBe('Saved Search');
    expect(taskType('sdf_createProject')).toBe('SuiteScript');
  });

  it('names a task by its tool title, or its name once the tool is gone', () => {
    expect(taskTitle('ns_runCustomSuiteQL')).toBe(TOOLS.find((tool) => tool.name === 'ns_runCustomSuiteQL')?.title);
    expect(taskTitle('ns_retired')).toBe('ns_retired');
  });
});
