import type { SiteKey, UpdateSiteKeyRequest } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { type SiteKeyStatus, siteKeyStatus } from './site-key-status.ts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const STATUS_DOT: Readonly<Record<SiteKeyStatus, string>> = { active: 'ok', disabled: 'warning', revoked: 'off' };

export interface SiteKeyActions {
  readonly edit: (key: SiteKey) => void;
  readonly update: (key: SiteKey, change: UpdateSiteKeyRequest) => Promise<unknown>;
  readonly rotate: (key: SiteKey) => Promise<unknown>;
  readonly revoke: (key: SiteKey) => Promise<unknown>;
}

/** SITE.KEYS: the sites allowed to embed the widget, as a configuration of the generic list. */
export function siteKeysListConfig(actions: SiteKeyActions): ResourceListConfig<SiteKey> {
  const usable = (key: SiteKey) => key.revokedAt === null;
  const disable: ResourceAction<SiteKey> = {
    id: 'disable',
    label: 'DISABLE',
    available: (key) => siteKeyStatus(key) === 'active',
    run: (key) => actions.update(key, { enabled: false }),
  };
  const enable: ResourceAction<SiteKey> = {
    id: 'enable',
    label: 'ENABLE',
    available: (key) => siteKeyStatus(key) === 'disabled',
    run: (key) => actions.update(key, { enabled: true }),
  };
  return {
    label: 'Site keys',
    noun: { one: 'site key', other: 'site keys' },
    recordId: (key) => key.id,
    recordLabel: (key) => key.name,
    columns: [
      {
        id: 'name',
        header: 'NAME',
        sortValue: (key) => key.name,
        cell: (key) => (
          <>
            {key.name}
            <br />
            <code className="muted">{key.publicKey}</code>
          </>
        ),
      },
      { id: 'origins', header: 'ALLOWED.ORIGINS', cell: (key) => key.allowedOrigins.join(', ') },
      {
        id: 'status',
        header: 'STATUS',
        sortValue: siteKeyStatus,
        cell: (key) => (
          <span className="status-dot" data-state={STATUS_DOT[siteKeyStatus(key)]}>
            {siteKeyStatus(key)}
          </span>
        ),
      },
      {
        id: 'created',
        header: 'CREATED',
        sortValue: (key) => key.createdAt,
        cell: (key) => <time dateTime={key.createdAt}>{day.format(new Date(key.createdAt))}</time>,
      },
      {
        id: 'rotated',
        header: 'SECRET.ROTATED',
        sortValue: (key) => key.rotatedAt,
        cell: (key) =>
          key.rotatedAt === null ? (
            'Never'
          ) : (
            <time dateTime={key.rotatedAt}>{day.format(new Date(key.rotatedAt))}</time>
          ),
      },
    ],
    search: {
      label: 'SEARCH.SITE.KEYS',
      placeholder: 'Name, public key or origin',
      fields: [(key) => key.name, (key) => key.publicKey, (key) => key.allowedOrigins.join(' ')],
    },
    filters: [
      {
        id: 'status',
        label: 'STATUS',
        options: [
          { value: 'active', label: 'active' },
          { value: 'disabled', label: 'disabled' },
          { value: 'revoked', label: 'revoked' },
        ],
        value: siteKeyStatus,
      },
    ],
    defaultSort: { column: 'created', direction: 'desc' },
    rowActions: [
      { id: 'edit', label: 'EDIT', available: usable, run: actions.edit },
      disable,
      enable,
      {
        id: 'rotate',
        label: 'ROTATE.SECRET',
        available: usable,
        confirm: ([key]) =>
          `Make a new secret for ${key?.name}? Identities signed with the current secret are refused from now on, so the partner's server needs the new one at once.`,
        run: actions.rotate,
      },
      {
        id: 'revoke',
        label: 'REVOKE',
        tone: 'danger',
        available: usable,
        confirm: ([key]) =>
          `Revoke ${key?.name} for good? The widget stops working on its sites and the key cannot come back.`,
        run: actions.revoke,
      },
    ],
    bulkActions: [disable, enable],
    tiles: [
      { label: 'ACTIVE', value: (keys) => keys.filter((key) => siteKeyStatus(key) === 'active').length },
      { label: 'DISABLED', value: (keys) => keys.filter((key) => siteKeyStatus(key) === 'disabled').length },
      { label: 'REVOKED', value: (keys) => keys.filter((key) => siteKeyStatus(key) === 'revoked').length },
    ],
    emptyText: 'No site keys yet. CREATE.SITE.KEY lets a site embed the assistant widget.',
  };
}
