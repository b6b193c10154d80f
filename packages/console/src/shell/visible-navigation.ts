import type { SessionUser } from '@erp-agent/core';
import { screenAt } from '../app/screens.ts';
import { canUse } from '../auth/access.ts';
import type { NavLinkItem, NavSection } from './navigation.ts';

type User = Pick<SessionUser, 'permissions' | 'platforms'>;

function usableLinks(user: User, links: readonly NavLinkItem[]): NavLinkItem[] {
  return links.filter((link) => canUse(user, screenAt(link.path).access));
}

/** The sidebar as this user sees it: links their role cannot use are left out, and so are emptied groups. */
export function visibleNavigation(user: User, navigation: readonly NavSection[]): NavSection[] {
  const visible: NavSection[] = [];
  for (const section of navigation) {
    if (section.kind === 'links') {
      const links = usableLinks(user, section.links);
      if (links.length > 0) visible.push({ ...section, links });
    } else {
      const groups = section.groups
        .map((group) => ({ ...group, links: usableLinks(user, group.links) }))
        .filter((group) => group.links.length > 0);
      if (groups.length > 0) visible.push({ ...section, groups });
    }
  }
  return visible;
}
