import type { Access } from '../auth/access.ts';

/** One signed-in screen: its route, its title, who may use it, and what it is for. */
export interface Screen {
  readonly path: string;
  /** Upper-case and dotted, as every console label (001 section 1). */
  readonly title: string;
  readonly access?: Access;
  /** One line saying what the screen is for: the blurb of 001, or ours where it gives none. */
  readonly purpose: string;
  /** False for the admin dashboards and ERP sections of 001, which later work builds. */
  readonly built: boolean;
  /** Open to visitors too, outside the guard; the signed-in see it inside the shell. */
  readonly public?: boolean;
}

const netsuite: Access = { platform: 'netsuite' };
/** The account's own records, as the API serves them: the platform and the role's `erp:read`. */
const netsuiteRecords: Access = { platform: 'netsuite', permission: 'erp:read' };
const dynamics: Access = { platform: 'dynamics' };
/** SAP.BUSINESS.ONE.COMMAND holds the connect form, so only its sections need `erp:read`. */
const sap: Access = { platform: 'sap' };
const sapRecords: Access = { platform: 'sap', permission: 'erp:read' };

/**
 * Every protected route of 000 section 2, in the sidebar's order (plus `/chat`, which the sidebar
 * does not list). The routes, the sidebar and the shell's access check all read this one list.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: '/dashboard',
    title: 'SYSTEM.DASHBOARD',
    purpose: 'Your tasks, connections and recent activity.',
    built: true,
  },
  {
    path: '/chatbot',
    title: 'AI.CHATBOT',
    access: { permission: 'erp:query' },
    purpose: 'Ask the agent anything about your ERP in plain English.',
    built: true,
  },
  {
    path: '/chat',
    title: 'GUIDED.ASSISTANT',
    access: { permission: 'erp:query' },
    purpose: 'Pick a business process and let the agent walk you through it.',
    built: true,
  },
  {
    path: '/system-health',
    title: 'SYSTEM.HEALTH',
    access: { permission: 'system:read' },
    purpose: 'Measured CPU, memory, disk and database figures of the running server, integration and service status.',
    built: true,
  },
  {
    path: '/netsuite',
    title: 'NETSUITE.COMMAND',
    access: netsuiteRecords,
    purpose: 'Totals, metrics, quick actions and activity of the connected NetSuite account.',
    built: true,
  },
  {
    path: '/netsuite/integrations',
    title: 'NETSUITE.INTEGRATIONS',
    access: netsuiteRecords,
    purpose: 'API, third-party and custom integrations of the NetSuite account.',
    built: true,
  },
  {
    path: '/netsuite/reports',
    title: 'NETSUITE.REPORTS',
    access: netsuiteRecords,
    purpose: 'Saved searches, report templates and scheduled reports.',
    built: true,
  },
  {
    path: '/netsuite/scripts',
    title: 'NETSUITE.SCRIPTS',
    access: netsuiteRecords,
    purpose: 'Deployed SuiteScripts, the script library and script templates.',
    built: true,
  },
  {
    path: '/netsuite/workflows',
    title: 'NETSUITE.WORKFLOWS',
    access: netsuiteRecords,
    purpose: 'Active and inactive SuiteFlow workflows and workflow templates.',
    built: true,
  },
  {
    path: '/dynamics',
    title: 'DYNAMICS.365.COMMAND',
    access: dynamics,
    purpose: 'Entities, users, workflows, Power Apps and integrations of Dynamics 365.',
    built: true,
  },
  {
    path: '/dynamics/integrations',
    title: 'DYNAMICS.INTEGRATIONS',
    access: dynamics,
    purpose: 'Microsoft ecosystem, third-party and Power Platform connections.',
    built: true,
  },
  {
    path: '/dynamics/entities',
    title: 'DYNAMICS.ENTITIES',
    access: dynamics,
    purpose: 'Standard and custom entities and entity templates.',
    built: true,
  },
  {
    path: '/dynamics/workflows',
    title: 'DYNAMICS.WORKFLOWS',
    access: dynamics,
    purpose: 'Business process flows, Power Automate flows and classic workflows.',
    built: true,
  },
  {
    path: '/dynamics/power-platform',
    title: 'POWER.PLATFORM',
    access: dynamics,
    purpose: 'Low-code/no-code application development and automation.',
    built: true,
  },
  {
    path: '/sap',
    title: 'SAP.BUSINESS.ONE.COMMAND',
    access: sap,
    purpose: 'SAP Business One management and automation.',
    built: true,
  },
  {
    path: '/sap/integrations',
    title: 'SAP.INTEGRATIONS',
    access: sapRecords,
    purpose: 'Service Layer APIs and external system connections.',
    built: true,
  },
  {
    path: '/sap/documents',
    title: 'SAP.DOCUMENTS',
    access: sapRecords,
    purpose: 'Business document management and processing.',
    built: true,
  },
  {
    path: '/sap/reports',
    title: 'SAP.REPORTS',
    access: sapRecords,
    purpose: 'Crystal Reports and system reporting management.',
    built: true,
  },
  {
    path: '/sap/addons',
    title: 'SAP.ADD.ONS',
    access: sapRecords,
    purpose: 'Manage and discover extensions.',
    built: true,
  },
  {
    path: '/analytics',
    title: 'ANALYTICS',
    access: { permission: 'analytics:read' },
    purpose: 'Usage, automation and per-platform performance over a chosen period.',
    built: true,
  },
  {
    path: '/users',
    title: 'USERS',
    access: { permission: 'users:manage' },
    purpose: 'Accounts, roles, statuses and platform permissions.',
    built: true,
  },
  {
    path: '/inbox',
    title: 'INBOX',
    access: { permission: 'contact:read' },
    purpose: 'Messages sent through the contact form: read, mark read, archive.',
    built: true,
  },
  {
    path: '/site-keys',
    title: 'SITE.KEYS',
    access: { permission: 'settings:manage' },
    purpose: 'The sites allowed to embed the assistant widget, their origins and secrets.',
    built: true,
  },
  {
    path: '/credentials',
    title: 'CREDENTIALS',
    access: netsuite,
    purpose: 'Connect the NetSuite account the agent works in.',
    built: true,
  },
  {
    path: '/settings',
    title: 'SETTINGS',
    access: { permission: 'settings:manage' },
    purpose: 'General, security, notification, integration and performance settings.',
    built: true,
  },
  {
    path: '/docs',
    title: 'DOCUMENTATION',
    purpose: 'Guides and reference articles, searchable by title and description.',
    built: true,
    public: true,
  },
];

const byPath = new Map(SCREENS.map((screen) => [screen.path, screen]));

/** The screen at `path`; throws for a path that is not in {@link SCREENS}, a mistake in the code. */
export function screenAt(path: string): Screen {
  const screen = byPath.get(path);
  if (screen === undefined) throw new Error(`no screen is declared at ${path}`);
  return screen;
}
