import type { CreatedSiteKey, SiteKey } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { SecretNotice } from './secret-notice.tsx';
import { SiteKeyForm } from './site-key-form.tsx';
import { siteKeysListConfig } from './site-keys-list-config.tsx';
import { siteKeysQuery, useSiteKeyWrites } from './site-keys-queries.ts';

type Dialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly key: SiteKey }
  | { readonly kind: 'secret'; readonly key: CreatedSiteKey };

const TITLES: Readonly<Record<Dialog['kind'], string>> = {
  create: 'CREATE.SITE.KEY',
  edit: 'EDIT.SITE.KEY',
  secret: 'SHOWN.ONCE',
};

/** SITE.KEYS: create (secret shown once), edit origins, disable and enable, rotate the secret, revoke. */
export function SiteKeysPage() {
  const query = useQuery(siteKeysQuery);
  const writes = useSiteKeyWrites();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const { update, rotate, revoke } = writes;
  const config = useMemo(
    () =>
      siteKeysListConfig({
        edit: (key) => setDialog({ kind: 'edit', key }),
        update: (key, change) => update({ id: key.id, change }),
        rotate: async (key) => setDialog({ kind: 'secret', key: await rotate(key.id) }),
        revoke: (key) => revoke(key.id),
      }),
    [update, rotate, revoke],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.siteKeys }), [query]);

  return (
    <div className="page">
      <PageHeader
        title="SITE.KEYS"
        intro="Sites allowed to embed the assistant widget: their origins, and the secret that signs their users' identities."
      />
      <ResourceList
        config={config}
        source={source}
        toolbar={
          <button className="button button-solid" type="button" onClick={() => setDialog({ kind: 'create' })}>
            CREATE.SITE.KEY
          </button>
        }
      />
      <ModalDialog open={dialog !== undefined} title={dialog ? TITLES[dialog.kind] : ''} onClose={close}>
        {dialog?.kind === 'create' && (
          <SiteKeyForm
            submitLabel="CREATE.SITE.KEY"
            save={async (request) => setDialog({ kind: 'secret', key: await writes.create(request) })}
            onCancel={close}
          />
        )}
        {dialog?.kind === 'edit' && (
          <SiteKeyForm
            initial={dialog.key}
            submitLabel="SAVE.CHANGES"
            save={async (request) => {
              await update({ id: dialog.key.id, change: request });
              close();
            }}
            onCancel={close}
          />
        )}
        {dialog?.kind === 'secret' && <SecretNotice siteKey={dialog.key} onDone={close} />}
      </ModalDialog>
    </div>
  );
}
