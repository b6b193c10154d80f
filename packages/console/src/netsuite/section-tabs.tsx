import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SectionTab {
  readonly id: string;
  readonly label: string;
  readonly panel: () => ReactNode;
}

/** The URL parameter naming the open tab; the first tab, the default, leaves it out. */
const PARAM = 'view';

/**
 * Tabs over different kinds of records (DEPLOYED.SCRIPTS and SCRIPT.LIBRARY), each a list of its
 * own; the generic list's own tabs are subsets of one kind. Switching starts the list afresh.
 */
export function SectionTabs({ label, tabs }: { readonly label: string; readonly tabs: readonly SectionTab[] }) {
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const current = tabs.find((tab) => tab.id === params.get(PARAM)) ?? tabs[0];
  const open = (tab: SectionTab) => {
    setParams(tab === tabs[0] ? {} : { [PARAM]: tab.id });
    document.getElementById(`${ids}-${tab.id}`)?.focus();
  };
  const keys = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) open(next);
  };
  return (
    <>
      <div className="list-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${ids}-${tab.id}`}
            className="list-tab"
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => open(tab)}
            onKeyDown={(event) => keys(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={current ? `${ids}-${current.id}` : undefined}>
        {current?.panel()}
      </div>
    </>
  );
}
