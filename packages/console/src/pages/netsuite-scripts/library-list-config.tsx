import type { ScriptLibrary } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { SectionCard } from '../../netsuite/section-card.tsx';

function LibraryCard({ library }: { library: ScriptLibrary }) {
  return (
    <SectionCard
      title={library.name}
      description={library.description}
      badges={<span className="tag">{library.functions.length} functions</span>}
      figures={[
        { label: 'USED.BY', value: `${library.usedBy} ${library.usedBy === 1 ? 'script' : 'scripts'}` },
        {
          label: 'LAST.UPDATED',
          value: library.lastUpdated === null ? 'Unknown' : <TimeAgo at={library.lastUpdated} />,
        },
        { label: 'FUNCTIONS', value: library.functions.map((name) => `${name}()`).join(', ') || 'None' },
      ]}
    />
  );
}

export interface LibraryActions {
  /** VIEW.CODE: the module's file, highlighted. */
  readonly viewCode: (library: ScriptLibrary) => void;
  /** DOWNLOAD: the module's file saved as it is in the File Cabinet. */
  readonly download: (library: ScriptLibrary) => Promise<unknown>;
  /** EDIT: a SuiteCloud project of the file where it is, opened for review; absent when the role may not deploy. */
  readonly edit?: (library: ScriptLibrary) => Promise<unknown>;
}

/** SCRIPT.LIBRARY of NETSUITE.SCRIPTS (001): the account's library modules, read from their files. */
export const libraryListConfig = (actions: LibraryActions): ResourceListConfig<ScriptLibrary> => ({
  label: 'Script library',
  noun: { one: 'library', other: 'libraries' },
  recordId: (library) => library.id,
  recordLabel: (library) => library.name,
  columns: [{ id: 'name', header: 'NAME', cell: (library) => library.name, sortValue: (library) => library.name }],
  layout: { kind: 'cards', card: (library) => <LibraryCard library={library} /> },
  search: {
    label: 'SEARCH.LIBRARY',
    placeholder: 'Search libraries...',
    fields: [(library) => library.name, (library) => library.description, (library) => library.functions.join(' ')],
  },
  defaultSort: { column: 'name', direction: 'asc' },
  rowActions: [
    { id: 'view-code', label: 'VIEW.CODE', run: actions.viewCode },
    { id: 'download', label: 'DOWNLOAD', run: actions.download },
    ...(actions.edit === undefined ? [] : [{ id: 'edit', label: 'EDIT', run: actions.edit }]),
  ] satisfies ResourceAction<ScriptLibrary>[],
  emptyText: 'The account has no library modules.',
});
