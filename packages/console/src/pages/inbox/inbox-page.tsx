import type { ContactMessage } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { ERP_LABELS, inboxListConfig } from './inbox-list-config.tsx';
import { contactMessagesQuery, useUpdateMessage } from './inbox-queries.ts';

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** INBOX: what visitors sent through the contact form; reading one marks it read. */
export function InboxPage() {
  const query = useQuery(contactMessagesQuery);
  const update = useUpdateMessage();
  const [openId, setOpenId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const config = useMemo(
    () =>
      inboxListConfig({
        open: (message) => {
          setOpenId(message.id);
          setProblem(undefined);
          if (message.readAt === null) {
            update(message, { read: true }).catch((error: unknown) =>
              setProblem(`It could not be marked read: ${error instanceof Error ? error.message : String(error)}`),
            );
          }
        },
        update,
      }),
    [update],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.messages }), [query]);
  const open: ContactMessage | undefined = query.data?.messages.find((message) => message.id === openId);

  return (
    <div className="page">
      <PageHeader title="INBOX" intro="Messages sent through the contact form." />
      <ResourceList config={config} source={source} />
      <ModalDialog open={open !== undefined} title={open?.subject ?? ''} onClose={() => setOpenId(undefined)}>
        {open !== undefined && (
          <div className="form">
            {problem !== undefined && (
              <p className="alert" role="alert">
                {problem}
              </p>
            )}
            <dl className="facts">
              <dt>FROM</dt>
              <dd>
                {open.name} &lt;<a href={`mailto:${open.email}`}>{open.email}</a>&gt;
              </dd>
              <dt>COMPANY</dt>
              <dd>{open.company}</dd>
              {open.phone !== null && (
                <>
                  <dt>PHONE</dt>
                  <dd>{open.phone}</dd>
                </>
              )}
              <dt>ERP</dt>
              <dd>{ERP_LABELS[open.erp]}</dd>
              <dt>RECEIVED</dt>
              <dd>
                <time dateTime={open.receivedAt}>{received.format(new Date(open.receivedAt))}</time>
              </dd>
              <dt>NEWSLETTER</dt>
              <dd>{open.subscribe ? 'Subscribed' : 'Not subscribed'}</dd>
            </dl>
            <p className="message-text">{open.message}</p>
            <div className="modal-actions">
              <button
                className="button"
                type="button"
                onClick={() =>
                  void update(open, { archived: open.archivedAt === null }).then(
                    () => setOpenId(undefined),
                    (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
                  )
                }
              >
                {open.archivedAt === null ? 'ARCHIVE' : 'MOVE.TO.INBOX'}
              </button>
              <button className="button button-primary" type="button" onClick={() => setOpenId(undefined)}>
                CLOSE
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
