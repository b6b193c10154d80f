import type { SessionUser } from '@erp-agent/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/session.ts';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => part !== '')
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/** Every current browser has popovers; where there are none (jsdom), the menu opens in place. */
const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

interface Item {
  readonly label: string;
  readonly run: () => void | Promise<void>;
}

/**
 * The top bar's avatar: a menu button (WAI-ARIA's pattern) opening PROFILE, CHANGE.PASSWORD and
 * SIGN.OUT. Enter, Space or the down arrow open it on the first item, the up arrow on the last;
 * the arrows, Home and End move; Escape closes it and returns to the button; Tab leaves it.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await logout();
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  const items: readonly Item[] = [
    { label: 'PROFILE', run: () => navigate('/profile') },
    { label: 'CHANGE.PASSWORD', run: () => navigate('/change-password') },
    { label: busy ? 'SIGNING.OUT...' : 'SIGN.OUT', run: signOut },
  ];

  useEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    // In the top layer (a popover), so nothing on the page covers it: not even the floating
    // assistant's open panel, which sits above the page's own stacking.
    if (SUPPORTS_POPOVER) {
      const anchor = button.current?.getBoundingClientRect();
      if (anchor) {
        element.style.setProperty('--menu-top', `${anchor.bottom + 8}px`);
        element.style.setProperty('--menu-right', `${window.innerWidth - anchor.right}px`);
      }
      element.showPopover();
    }
    const index = focusOnOpen.current === 'first' ? 0 : items.length - 1;
    itemRefs.current[index]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      if (SUPPORTS_POPOVER && element.matches(':popover-open')) element.hidePopover();
    };
  }, [open, items.length]);

  function openAt(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const target = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      itemRefs.current[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function choose(item: Item) {
    // Focus goes where the item leads (a new screen, the sign-in page), not back to the button.
    close(false);
    void item.run();
  }

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        className="avatar"
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">{initials(user.name)}</span>
        <span className="visually-hidden">Account menu, {user.name}</span>
      </button>
      <div
        ref={menu}
        popover={SUPPORTS_POPOVER ? 'manual' : undefined}
        className="menu-panel account-menu"
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item, index) => (
          <button
            key={item.label}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            className="menu-item"
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => choose(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {error !== undefined && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
