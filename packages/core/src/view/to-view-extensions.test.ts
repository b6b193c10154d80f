import { describe, expect, it } from 'vitest';
import type { ChatReply, ConfirmationRequest } from '../protocol/index.ts';
import { toView } from './to-view.ts';
import { viewToText } from './view-to-text.ts';

const confirmation: ConfirmationRequest = {
  id: 'pa-1',
  token: 'tok',
  tool: 'ns_createRecord',
  risk: 'write',
  title: 'Create customer Acme Ltd',
  preview: {
    action: 'create',
    recordType: 'customer',
    recordLabel: 'Customer',
    fields: [
      { name: 'companyname', label: 'Company name', value: 'Acme Ltd' },
      { name: 'email', label: 'Email', value: 'ap@acme.test' },
    ],
  },
  expiresAt: '2026-11-22T16:00:00Z',
};

describe('toView: the agent’s own kinds', () => {
  it('shows a confirmation before anything else, with the message that says it in words', () => {
    const reply: ChatReply = { message: 'Create customer **Acme Ltd**? Reply yes or no.', confirmation };
    expect(toView(reply)).toEqual({ kind: 'confirmation', confirmation, message: reply.message });
    expect(toView({ response: 'ignored', confirmation })).toMatchObject({ kind: 'confirmation' });
  });

  it('shows a clarifying question with its options, before the message that repeats it', () => {
    const question = {
      text: 'Which customer do you mean?',
      options: [
        { label: 'Acme Ltd (id 12)', value: 'Acme Ltd' },
        { label: 'Acme Industries (id 45)', value: 'Acme Industries' },
      ],
    };
    expect(toView({ message: 'Which customer do you mean?', question })).toEqual({ kind: 'question', ...question });
    expect(toView({ question: { text: 'Which one?' } })).toEqual({ kind: 'question', text: 'Which one?', options: [] });
  });

  it('ignores a blank question and falls through to the seed’s steps', () => {
    expect(toView({ response: 'Hi', question: { text: '  ' } })).toEqual({ kind: 'text', text: 'Hi' });
  });

  it('gives a table its caption and download request', () => {
    const view = toView({
      caption: '2 open invoices',
      download: 'csv',
      result: { success: true, results: [{ id: '1' }, { id: '2' }], count: 2 },
    });
    expect(view).toMatchObject({ kind: 'table', table: { caption: '2 open invoices', download: 'csv', count: 2 } });
    expect(toView({ result: { success: true, results: [{ id: '1' }] } })).toEqual({
      kind: 'table',
      table: {
        columns: ['id'],
        headings: ['ID'],
        columnDetails: [{ key: 'id', label: 'id', kind: 'text' }],
        rows: [{ id: '1' }],
      },
    });
  });
});

describe('viewToText for the agent’s kinds', () => {
  it('writes a confirmation as its message and the fields it will write', () => {
    const text = viewToText({ kind: 'confirmation', confirmation });
    expect(text).toBe('Create customer Acme Ltd\nCompany name: Acme Ltd\nEmail: ap@acme.test');
  });

  it('writes changes as from -> to and rows one a line', () => {
    const text = viewToText({
      kind: 'confirmation',
      message: 'Update?',
      confirmation: {
        ...confirmation,
        preview: {
          action: 'update',
          recordType: 'vendor',
          recordLabel: 'Vendor',
          changes: [{ name: 'email', label: 'Email', from: null, to: 'a@b.test' }],
          rows: [{ id: '4', name: 'Old Vendor' }],
        },
      },
    });
    expect(text).toBe('Update?\nEmail:  -> a@b.test\n4 | Old Vendor');
  });

  it('writes a question with its numbered options, and a table with its caption', () => {
    expect(
      viewToText({
        kind: 'question',
        text: 'Which?',
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      }),
    ).toBe('Which?\n1. A\n2. B');
    expect(
      viewToText({
        kind: 'table',
        table: {
          caption: 'Top customers',
          columns: ['name'],
          headings: ['NAME'],
          columnDetails: [{ key: 'name', label: 'name', kind: 'text' }],
          rows: [{ name: 'Acme' }],
        },
      }),
    ).toBe('Top customers\nNAME\nAcme');
  });
});
