import { type ContactMessage, ERP_CHOICES, PLATFORM_NAMES, type UpdateContactMessageRequest } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const ERP_LABELS: Readonly<Record<(typeof ERP_CHOICES)[number], string>> = { ...PLATFORM_NAMES, other: 'Other' };

export interface InboxActions {
  readonly open: (message: ContactMessage) => void;
  readonly update: (message: ContactMessage, change: UpdateContactMessageRequest) => Promise<unknown>;
}

/** INBOX: the contact form's messages as a configuration of the generic list. */
export function inboxListConfig(actions: InboxActions): ResourceListConfig<ContactMessage> {
  const state = (
    id: string,
    label: string,
    change: UpdateContactMessageRequest,
    available: (message: ContactMessage) => boolean,
  ): ResourceAction<ContactMessage> => ({ id, label, available, run: (message) => actions.update(message, change) });
  const markRead = state('mark-read', 'MARK.READ', { read: true }, (message) => message.readAt === null);
  const markUnread = state('mark-unread', 'MARK.UNREAD', { read: false }, (message) => message.readAt !== null);
  const archive = state('archive', 'ARCHIVE', { archived: true }, (message) => message.archivedAt === null);
  const restore = state('restore', 'MOVE.TO.INBOX', { archived: false }, (message) => message.archivedAt !== null);
  return {
    label: 'Contact messages',
    noun: { one: 'message', other: 'messages' },
    recordId: (message) => message.id,
    recordLabel: (message) => `${message.subject} from ${message.name}`,
    columns: [
      {
        id: 'from',
        header: 'FROM',
        sortValue: (message) => message.name,
        cell: (message) => (
          <>
            {message.readAt === null && <span className="visually-hidden">Unread: </span>}
            {message.name}
            <br />
            <span className="muted">
              {message.email} · {message.company}
            </span>
          </>
        ),
      },
      { id: 'subject', header: 'SUBJECT', sortValue: (message) => message.subject, cell: (message) => message.subject },
      { id: 'erp', header: 'ERP', sortValue: (message) => message.erp, cell: (message) => ERP_LABELS[message.erp] },
      {
        id: 'received',
        header: 'RECEIVED',
        sortValue: (message) => message.receivedAt,
        cell: (message) => <time dateTime={message.receivedAt}>{received.format(new Date(message.receivedAt))}</time>,
      },
    ],
    search: {
      label: 'SEARCH.MESSAGES',
      placeholder: 'Name, email, company, subject or text',
      fields: [
        (message) => message.name,
        (message) => message.email,
        (message) => message.company,
        (message) => message.subject,
        (message) => message.message,
      ],
    },
    tabs: [
      { id: 'inbox', label: 'INBOX', keep: (message) => message.archivedAt === null },
      { id: 'archived', label: 'ARCHIVED', keep: (message) => message.archivedAt !== null },
      { id: 'all', label: 'ALL.MESSAGES' },
    ],
    filters: [
      {
        id: 'state',
        label: 'READ.STATE',
        options: [
          { value: 'unread', label: 'unread' },
          { value: 'read', label: 'read' },
        ],
        value: (message) => (message.readAt === null ? 'unread' : 'read'),
      },
      {
        id: 'erp',
        label: 'ERP',
        options: ERP_CHOICES.map((erp) => ({ value: erp, label: ERP_LABELS[erp] })),
        value: (message) => message.erp,
      },
    ],
    defaultSort: { column: 'received', direction: 'desc' },
    rowActions: [{ id: 'read', label: 'READ', run: actions.open }, markRead, markUnread, archive, restore],
    bulkActions: [markRead, markUnread, archive, restore],
    tiles: [
      { label: 'UNREAD', value: (messages) => messages.filter((message) => message.readAt === null).length },
      { label: 'IN.INBOX', value: (messages) => messages.filter((message) => message.archivedAt === null).length },
      { label: 'ARCHIVED', value: (messages) => messages.filter((message) => message.archivedAt !== null).length },
    ],
    emphasise: (message) => message.readAt === null,
    emptyText: 'No messages yet. What visitors send through the contact form arrives here.',
  };
}
