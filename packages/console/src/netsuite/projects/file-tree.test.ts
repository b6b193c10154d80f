import { describe, expect, it } from 'vitest';
import { fileTree, firstFile, languageOf } from './file-tree.ts';

const PATHS = [
  'suitecloud.config.js',
  'src/manifest.xml',
  'src/deploy.xml',
  'src/Objects/customscript_ue_memo.xml',
  'src/FileCabinet/SuiteScripts/ue_memo.js',
];

describe('fileTree', () => {
  it('lays the paths out as folders, folders first, each level by name', () => {
    expect(fileTree(PATHS)).toEqual([
      {
        kind: 'folder',
        name: 'src',
        path: 'src',
        children: [
          {
            kind: 'folder',
            name: 'FileCabinet',
            path: 'src/FileCabinet',
            children: [
              {
                kind: 'folder',
                name: 'SuiteScripts',
                path: 'src/FileCabinet/SuiteScripts',
                children: [{ kind: 'file', name: 'ue_memo.js', path: 'src/FileCabinet/SuiteScripts/ue_memo.js' }],
              },
            ],
          },
          {
            kind: 'folder',
            name: 'Objects',
            path: 'src/Objects',
            children: [
              { kind: 'file', name: 'customscript_ue_memo.xml', path: 'src/Objects/customscript_ue_memo.xml' },
            ],
          },
          { kind: 'file', name: 'deploy.xml', path: 'src/deploy.xml' },
          { kind: 'file', name: 'manifest.xml', path: 'src/manifest.xml' },
        ],
      },
      { kind: 'file', name: 'suitecloud.config.js', path: 'suitecloud.config.js' },
    ]);
  });

  it('is empty for no files', () => {
    expect(fileTree([])).toEqual([]);
  });
});

describe('languageOf', () => {
  it('highlights scripts, object XML and JSON, and leaves other files plain', () => {
    expect(languageOf('src/FileCabinet/SuiteScripts/ue_memo.js')).toBe('javascript');
    expect(languageOf('src/Objects/customscript_ue_memo.XML')).toBe('xml');
    expect(languageOf('project.json')).toBe('json');
    expect(languageOf('README')).toBeUndefined();
    expect(languageOf('notes.txt')).toBeUndefined();
  });
});

describe('firstFile', () => {
  it('opens the script first, else the first object, else the first file by name', () => {
    expect(firstFile(['src/manifest.xml', 'src/FileCabinet/SuiteScripts/ue_memo.js'])).toBe(
      'src/FileCabinet/SuiteScripts/ue_memo.js',
    );
    expect(firstFile(['src/deploy.xml', 'src/Objects/customworkflow_po_alert.xml', 'src/manifest.xml'])).toBe(
      'src/Objects/customworkflow_po_alert.xml',
    );
    expect(firstFile(['src/manifest.xml', 'src/deploy.xml'])).toBe('src/deploy.xml');
    expect(firstFile([])).toBeUndefined();
  });
});
