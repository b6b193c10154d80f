import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../app/screens.ts';
import { sessionUser } from '../test-support/session-fixtures.ts';
import { NAVIGATION, type NavSection } from './navigation.ts';
import { visibleNavigation } from './visible-navigation.ts';

function paths(sections: readonly NavSection[]): string[] {
  return sections.flatMap((section) =>
    section.kind === 'links'
      ? section.links.map((link) => link.path)
      : section.groups.flatMap((group) => group.links.map((link) => link.path)),
  );
}

describe('the sidebar', () => {
  it('links every protected screen of 000 section 2 except the guided assistant, each once', () => {
    const linked = paths(NAVIGATION);
    expect(new Set(linked).size).toBe(linked.length);
    expect(linked.sort()).toEqual(
      SCREENS.map((screen) => screen.path)
        .filter((path) => path !== '/chat')
        .sort(),
    );
  });

  it('shows an admin with every platform everything', () => {
    const admin = sessionUser({ permissions: [...ROLE_PERMISSIONS.admin], platforms: ['netsuite', 'dynamics', 'sap'] });
    expect(visibleNavigation(admin, NAVIGATION)).toEqual(NAVIGATION);
  });

  it('hides what an operator with NetSuite only cannot use, and the sections left empty', () => {
    const operator = sessionUser({
      role: 'operator',
      permissions: [...ROLE_PERMISSIONS.operator],
      platforms: ['netsuite'],
    });
    const visible = visibleNavigation(operator, NAVIGATION);
    // The NetSuite sections read the account's records, which the API serves only with `erp:read`.
    expect(visible.map((section) => section.heading)).toEqual(['CORE', 'ADMIN']);
    expect(paths(visible)).toEqual(['/dashboard', '/chatbot', '/credentials', '/docs']);
  });

  it('shows an analyst with NetSuite its sections', () => {
    const analyst = sessionUser({
      role: 'analyst',
      permissions: [...ROLE_PERMISSIONS.analyst],
      platforms: ['netsuite'],
    });
    expect(paths(visibleNavigation(analyst, NAVIGATION))).toEqual(
      expect.arrayContaining(['/netsuite', '/netsuite/reports', '/netsuite/scripts', '/netsuite/workflows']),
    );
  });
});
