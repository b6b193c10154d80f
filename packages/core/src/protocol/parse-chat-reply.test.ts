import { describe, expect, it } from 'vitest';
import { parseChatReply } from './parse-chat-reply.ts';
import { ProtocolError } from './protocol-error.ts';

function protocolErrorOf(input: unknown): ProtocolError {
  try {
    parseChatReply(input);
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('expected a ProtocolError');
}

describe('parseChatReply', () => {
  it('accepts every field of the seed envelope', () => {
    const reply = {
      response: 'text',
      message: 'markdown',
      error: 'boom',
      result: {
        success: true,
        message: 'done',
        results: [{ id: 1 }],
        count: 1,
        project_name: 'p',
        project_path: '/p',
        created_files: ['a.js'],
        manifest_path: '/p/manifest.xml',
      },
      data: { success: true, results: [] },
      script_preview: 'define([], () => {});',
      pending_scripts: ['a.js', { name: 'b.js' }],
      overwrite_prompt: true,
    };
    expect(parseChatReply(reply)).toEqual(reply);
  });

  it('accepts a table layout, reading a column kind it does not know as text', () => {
    const reply = parseChatReply({
      result: { success: true, results: [{ total_usd: 5 }] },
      table: {
        columns: [
          { key: 'total_usd', label: 'Total (USD)', kind: 'currency', currency: 'USD' },
          { key: 'share', label: 'Share', kind: 'percent-of-a-future-server' },
        ],
        totalRows: [0],
      },
    });
    expect(reply.table?.columns.map((column) => column.kind)).toEqual(['currency', 'text']);
    expect(reply.table?.totalRows).toEqual([0]);
  });

  it('names the field of a malformed table layout', () => {
    expect(protocolErrorOf({ table: { columns: [{ key: 'a' }] } }).field).toBe('table.columns[0].label');
    expect(protocolErrorOf({ table: { columns: [], totalRows: ['1'] } }).field).toBe('table.totalRows[0]');
  });

  it('keeps fields it does not know, at the top and inside result', () => {
    const reply = parseChatReply({ response: 'hi', traceId: 'abc', result: { success: true, searchId: 42 } });
    expect(reply).toMatchObject({ traceId: 'abc', result: { searchId: 42 } });
  });

  it('takes null as an absent field', () => {
    expect(parseChatReply({ response: null, error: null, result: { success: null, count: null } })).toEqual({
      response: null,
      error: null,
      result: { success: null, count: null },
    });
  });

  it.each([
    [{ response: 42 }, 'response', 'must be string, got number'],
    [{ result: { count: '3' } }, 'result.count', 'must be number, got string'],
    [{ data: { success: 'yes' } }, 'data.success', 'must be boolean, got string'],
    [{ result: { results: [{ id: 1 }, 'row'] } }, 'result.results[1]', 'got string'],
    [{ result: { created_files: ['a', 2] } }, 'result.created_files[1]', 'must be string, got number'],
    [{ result: 'done' }, 'result', 'must be object, got string'],
    [['response'], '(root)', 'must be object, got array'],
    [null, '(root)', 'got null'],
  ])('names the field of the wrong type in %j', (input, field, problem) => {
    const error = protocolErrorOf(input);
    expect(error.code).toBe('protocol_error');
    expect(error.field).toBe(field);
    expect(error.message).toContain(`field "${field}"`);
    expect(error.message).toContain(problem);
  });
});
