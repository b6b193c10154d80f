import { describe, expect, it, vi } from 'vitest';
import { HostActions } from './host-actions.ts';

const parameters = {
  type: 'object',
  properties: { orderId: { type: 'string' }, copies: { type: 'integer' }, mode: { enum: ['view', 'edit'] } },
  required: ['orderId'],
  additionalProperties: false,
};

function withOpenOrder(handler: (args: Record<string, unknown>) => unknown) {
  const actions = new HostActions();
  const remove = actions.register({ name: 'open_order', description: 'Open an order', parameters, handler });
  return { actions, remove };
}

describe('HostActions', () => {
  it('declares what the page registered, and forgets a removed action', () => {
    const { actions, remove } = withOpenOrder(() => undefined);
    expect(actions.declarations()).toEqual([{ name: 'open_order', description: 'Open an order', parameters }]);
    remove();
    expect(actions.declarations()).toEqual([]);
  });

  it('refuses a name the protocol does not allow', () => {
    expect(() =>
      new HostActions().register({ name: 'open order', description: 'x', parameters, handler: () => undefined }),
    ).toThrow();
  });

  it('runs the handler with checked arguments and reports its result', async () => {
    const handler = vi.fn(() => ({ opened: 'SO-7' }));
    const { actions } = withOpenOrder(handler);
    const result = await actions.run({ id: 'h', name: 'open_order', arguments: { orderId: 'SO-7' } });
    expect(handler).toHaveBeenCalledWith({ orderId: 'SO-7' });
    expect(result).toEqual({ outcome: 'ok', message: '{"opened":"SO-7"}' });
  });

  it.each([
    [{}, 'orderId is required'],
    [{ orderId: 7 }, 'orderId must be string'],
    [{ orderId: 'SO-7', copies: 1.5 }, 'copies must be integer'],
    [{ orderId: 'SO-7', mode: 'delete' }, 'mode is not one of its values'],
    [{ orderId: 'SO-7', colour: 'red' }, 'colour is not a parameter'],
  ])('never runs the handler with arguments its schema refuses: %j', async (args, problem) => {
    const handler = vi.fn();
    const { actions } = withOpenOrder(handler);
    const result = await actions.run({ id: 'h', name: 'open_order', arguments: args });
    expect(handler).not.toHaveBeenCalled();
    expect(result.outcome).toBe('error');
    expect(result.message).toBe(problem);
  });

  it('reports the error a handler throws, and an action the page no longer offers', async () => {
    const { actions, remove } = withOpenOrder(() => {
      throw new Error('Order SO-7 is archived');
    });
    expect(await actions.run({ id: 'h', name: 'open_order', arguments: { orderId: 'SO-7' } })).toEqual({
      outcome: 'error',
      message: 'Order SO-7 is archived',
    });
    remove();
    expect((await actions.run({ id: 'h', name: 'open_order', arguments: { orderId: 'SO-7' } })).message).toContain(
      'this page no longer offers',
    );
  });
});
