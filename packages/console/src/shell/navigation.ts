import type { Platform } from '@erp-agent/core';

/** One sidebar link; its title and access come from the screen at the same path. */
export interface NavLinkItem {
  readonly path: string;
  readonly label: string;
  /** Two letters standing for the link when the sidebar is collapsed to icons. */
  readonly glyph: string;
}

/** One ERP platform's collapsible group. */
export interface PlatformGroup {
  readonly id: Platform;
  readonly label: string;
  readonly tag: 'Beta' | 'Under Development';
  readonly glyph: string;
  readonly links: readonly NavLinkItem[];
}

export type NavSection =
  | { readonly kind: 'links'; readonly heading: string; readonly links: readonly NavLinkItem[] }
  | { readonly kind: 'platforms'; readonly heading: string; readonly groups: readonly PlatformGroup[] };

/** The sidebar of 000 section 2: its groups, links, labels and tags, in order. */
export const NAVIGATION: readonly NavSection[] = [
  {
    kind: 'links',
    heading: 'CORE',
    links: [
      { path: '/dashboard', label: 'Dashboard', glyph: 'DB' },
      { path: '/chatbot', label: 'AI Chatbot', glyph: 'AI' },
      { path: '/system-health', label: 'System Health', glyph: 'SH' },
    ],
  },
  {
    kind: 'platforms',
    heading: 'ERP PLATFORMS',
    groups: [
      {
        id: 'netsuite',
        label: 'NetSuite',
        tag: 'Beta',
        glyph: 'NS',
        links: [
          { path: '/netsuite', label: 'Dashboard', glyph: 'ND' },
          { path: '/netsuite/integrations', label: 'Integrations', glyph: 'NI' },
          { path: '/netsuite/reports', label: 'Saved Searches', glyph: 'NR' },
          { path: '/netsuite/scripts', label: 'SuiteScript', glyph: 'NS' },
          { path: '/netsuite/workflows', label: 'Workflows', glyph: 'NW' },
        ],
      },
      {
        id: 'dynamics',
        label: 'Dynamics 365',
        tag: 'Under Development',
        glyph: 'D3',
        links: [
          { path: '/dynamics', label: 'Dashboard', glyph: 'DD' },
          { path: '/dynamics/integrations', label: 'Integrations', glyph: 'DI' },
          { path: '/dynamics/entities', label: 'Entities', glyph: 'DE' },
          { path: '/dynamics/workflows', label: 'Workflows', glyph: 'DW' },
          { path: '/dynamics/power-platform', label: 'Power Platform', glyph: 'PP' },
        ],
      },
      {
        id: 'sap',
        label: 'SAP Business One',
        tag: 'Under Development',
        glyph: 'SB',
        links: [
          { path: '/sap', label: 'Dashboard', glyph: 'SD' },
          { path: '/sap/integrations', label: 'Service Layer', glyph: 'SL' },
          { path: '/sap/documents', label: 'Documents', glyph: 'SO' },
          { path: '/sap/reports', label: 'Crystal Reports', glyph: 'CR' },
          { path: '/sap/addons', label: 'Add-Ons', glyph: 'AO' },
        ],
      },
    ],
  },
  { kind: 'links', heading: 'ANALYTICS', links: [{ path: '/analytics', label: 'Analytics', glyph: 'AN' }] },
  {
    kind: 'links',
    heading: 'ADMIN',
    links: [
      { path: '/users', label: 'Users', glyph: 'US' },
      { path: '/inbox', label: 'Inbox', glyph: 'IN' },
      { path: '/site-keys', label: 'Site Keys', glyph: 'SK' },
      { path: '/credentials', label: 'Credentials', glyph: 'CR' },
      { path: '/settings', label: 'Settings', glyph: 'ST' },
      { path: '/docs', label: 'Documentation', glyph: 'DC' },
    ],
  },
];
