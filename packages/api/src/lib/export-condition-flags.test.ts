import { describe, expect, it } from 'vitest';
import { exportConditionFlags } from './export-condition-flags.ts';

describe('exportConditionFlags', () => {
  it('keeps the export conditions in each of the forms Node takes, and nothing else', () => {
    expect(
      exportConditionFlags([
        '--conditions=@erp-agent/source',
        '--import',
        'some-loader.mjs',
        '-C',
        'development',
        '--enable-source-maps',
        '--conditions',
        'worker',
      ]),
    ).toEqual(['--conditions=@erp-agent/source', '--conditions=development', '--conditions=worker']);
  });

  it('gives nothing for a process started with no condition, or a flag missing its value', () => {
    expect(exportConditionFlags([])).toEqual([]);
    expect(exportConditionFlags(['--inspect', '--conditions'])).toEqual([]);
  });
});
