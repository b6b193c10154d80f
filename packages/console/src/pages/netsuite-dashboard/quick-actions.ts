import type { Permission } from '@erp-agent/core';

/** A quick action: a screen to go to, or the floating assistant to open. */
export type QuickAction =
  | { readonly label: string; readonly kind: 'link'; readonly to: string }
  | { readonly label: string; readonly kind: 'assistant' };

interface Offered {
  readonly action: QuickAction;
  /** What the role needs to do it where it leads. */
  readonly needs: Permission;
}

const OFFERED: readonly Offered[] = [
  {
    action: { label: 'Review Script Errors', kind: 'link', to: '/netsuite/scripts?status=error' },
    needs: 'erp:read',
  },
  {
    action: { label: 'Create Saved Search', kind: 'link', to: '/netsuite/reports?view=templates' },
    needs: 'reports:create',
  },
  {
    action: { label: 'Start Workflow From Template', kind: 'link', to: '/netsuite/workflows?tab=templates' },
    needs: 'scripts:deploy',
  },
  {
    action: { label: 'Deploy SuiteCloud Project', kind: 'link', to: '/netsuite/scripts?view=projects' },
    needs: 'scripts:deploy',
  },
  {
    action: { label: 'Manage Integration Records', kind: 'link', to: '/netsuite/integrations?tab=third-party' },
    needs: 'erp:read',
  },
  { action: { label: 'Ask The Assistant', kind: 'assistant' }, needs: 'erp:query' },
];

/**
 * QUICK.ACTIONS of NETSUITE.COMMAND (001 names the panel, not its entries): the NetSuite screens'
 * most asked-for actions, each opening the real screen at the right tab or filter, and the
 * assistant. Only what the role may do there is offered.
 */
export function quickActions(permissions: readonly Permission[]): QuickAction[] {
  return OFFERED.filter((offered) => permissions.includes(offered.needs)).map((offered) => offered.action);
}
