import type { SapActionRequest, SapAddOn } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../../components/resource-list/index.ts';
import { Facts, optionsOf, SapDate, SapStatus } from '../sap-status.tsx';

const DAY_MS = 86_400_000;

/** 001 section 9: an update within the last 30 days is recent. */
export const updatedRecently = (addOn: SapAddOn, now = Date.now()) =>
  addOn.lastUpdate !== null && now - new Date(addOn.lastUpdate).getTime() <= 30 * DAY_MS;

function AddOnCard({ addOn }: { addOn: SapAddOn }) {
  return (
    <>
      <div className="sap-card-heading">
        <h3 className="sap-card-title">
          {addOn.name} <span className="muted">{addOn.version}</span>
        </h3>
        <SapStatus status={addOn.status} />
      </div>
      <p className="muted">{addOn.description}</p>
      <Facts
        facts={[
          ['VENDOR', addOn.vendor],
          ['CATEGORY', addOn.category],
          ['UPDATED', <SapDate key="updated" at={addOn.lastUpdate} />],
          ['SIZE', addOn.size],
          ['LICENSE', addOn.license],
          ['SUPPORT', addOn.supportLevel],
          ['FEATURES', addOn.features.join(', ') || '–'],
          ['DEPENDENCIES', addOn.dependencies.join(', ') || 'None'],
        ]}
      />
    </>
  );
}

/**
 * SAP.ADD.ONS as a configuration of the generic list: the add-ons registered in the company.
 * Without `act` (a role that may not change them) it offers no state action.
 */
export function addOnsListConfig(
  act: ((request: SapActionRequest) => Promise<void>) | undefined,
  categories: readonly string[],
): ResourceListConfig<SapAddOn> {
  // 001 section 4: an installed add-on offers DISABLE while active, otherwise ENABLE.
  const change = (label: string, action: 'enable' | 'disable'): ResourceAction<SapAddOn> => ({
    id: action,
    label,
    available: (addOn) => (addOn.status === 'active') === (action === 'disable'),
    run: (addOn) => act?.({ target: 'addon', code: addOn.code, action }),
  });
  return {
    label: 'SAP add-ons',
    noun: { one: 'add-on', other: 'add-ons' },
    recordId: (addOn) => addOn.code,
    recordLabel: (addOn) => addOn.name,
    columns: [{ id: 'name', header: 'NAME', cell: (addOn) => addOn.name, sortValue: (addOn) => addOn.name }],
    search: {
      label: 'SEARCH.ADD.ONS',
      placeholder: 'Name or description',
      fields: [(addOn) => addOn.name, (addOn) => addOn.description],
    },
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: optionsOf(categories),
        value: (addOn) => addOn.category,
      },
    ],
    layout: { kind: 'cards', card: (addOn) => <AddOnCard addOn={addOn} /> },
    rowActions: act ? [change('DISABLE', 'disable'), change('ENABLE', 'enable')] : [],
    tiles: [
      { label: 'INSTALLED', value: (addOns) => addOns.length },
      { label: 'ACTIVE', value: (addOns) => addOns.filter((addOn) => addOn.status === 'active').length },
      { label: 'RECENT.UPDATES', value: (addOns) => addOns.filter((addOn) => updatedRecently(addOn)).length },
      {
        label: 'NEEDS.ATTENTION',
        value: (addOns) => addOns.filter((addOn) => addOn.status === 'error' || addOn.status === 'warning').length,
      },
    ],
    emptyText: 'No add-ons are registered in this company.',
  };
}
