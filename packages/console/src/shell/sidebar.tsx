import type { SessionUser } from '@erp-agent/core';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { NAVIGATION, type NavLinkItem, type PlatformGroup } from './navigation.ts';
import { useShell } from './shell-store.ts';
import { visibleNavigation } from './visible-navigation.ts';

export const SIDEBAR_ID = 'console-sidebar';

function SidebarLink({ link, collapsed }: { link: NavLinkItem; collapsed: boolean }) {
  return (
    <li>
      <NavLink className="sidebar-link" to={link.path} end title={collapsed ? link.label : undefined}>
        <span className="sidebar-glyph" aria-hidden="true">
          {link.glyph}
        </span>
        <span className={collapsed ? 'visually-hidden' : 'sidebar-label'}>{link.label}</span>
      </NavLink>
    </li>
  );
}

function SidebarGroup({ group, collapsed }: { group: PlatformGroup; collapsed: boolean }) {
  const open = useShell((state) => state.expanded.includes(group.id));
  const toggleGroup = useShell((state) => state.toggleGroup);
  const revealGroup = useShell((state) => state.revealGroup);
  const listId = `sidebar-group-${group.id}`;
  // Collapsed, the sidebar shows no submenu items (000 section 2): the group's button widens it instead.
  const showLinks = open && !collapsed;
  return (
    <li className="sidebar-group">
      <button
        className="sidebar-link sidebar-group-button"
        type="button"
        aria-expanded={showLinks}
        aria-controls={listId}
        title={collapsed ? `${group.label} (${group.tag})` : undefined}
        onClick={() => (collapsed ? revealGroup(group.id) : toggleGroup(group.id))}
      >
        <span className="sidebar-glyph" aria-hidden="true">
          {group.glyph}
        </span>
        <span className={collapsed ? 'visually-hidden' : 'sidebar-label'}>
          {group.label} <span className="tag">{group.tag}</span>
        </span>
        {!collapsed && (
          <span className="sidebar-chevron" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        )}
      </button>
      <ul className="sidebar-sublist" id={listId} hidden={!showLinks}>
        {group.links.map((link) => (
          <SidebarLink key={link.path} link={link} collapsed={false} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The signed-in sidebar (000 section 2): desktop collapses to 64 px icons, small screens slide it
 * in as a drawer. Links the user's role cannot use are not shown.
 */
export function Sidebar({ user }: { user: Pick<SessionUser, 'permissions' | 'platforms'> }) {
  const collapsed = useShell((state) => state.collapsed);
  const drawerOpen = useShell((state) => state.drawerOpen);
  const toggleCollapsed = useShell((state) => state.toggleCollapsed);
  const sections = useMemo(() => visibleNavigation(user, NAVIGATION), [user]);

  return (
    <nav className="sidebar" id={SIDEBAR_ID} aria-label="Main" data-collapsed={collapsed} data-drawer-open={drawerOpen}>
      <div className="sidebar-top">
        <span className={collapsed ? 'visually-hidden' : 'sidebar-brand'}>ERP.AI.AGENT</span>
        <button
          className="icon-button sidebar-collapse"
          type="button"
          aria-controls={SIDEBAR_ID}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={toggleCollapsed}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
      </div>
      {sections.map((section) => (
        <section className="sidebar-section" key={section.heading} aria-label={section.heading}>
          <h2 className={collapsed ? 'visually-hidden' : 'sidebar-heading'}>{section.heading}</h2>
          <ul className="sidebar-list">
            {section.kind === 'links'
              ? section.links.map((link) => <SidebarLink key={link.path} link={link} collapsed={collapsed} />)
              : section.groups.map((group) => <SidebarGroup key={group.id} group={group} collapsed={collapsed} />)}
          </ul>
        </section>
      ))}
    </nav>
  );
}
