import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_TEXT, SPEECH_UNSUPPORTED_TEXT } from '../chat-texts.ts';
import { Composer } from './composer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn(async () => true);
  const onStop = vi.fn();
  render(<Composer pending={false} placeholder="Ask..." onSend={onSend} onStop={onStop} {...props} />);
  return { onSend, onStop, input: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and clears after sending', async () => {
    const { onSend, input } = renderComposer();
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input.value).toBe('first line\nsecond line');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line');
    expect(input.value).toBe('');
  });

  it('keeps the text when it could not be sent', async () => {
    const { input } = renderComposer({ onSend: async () => false });
    await userEvent.type(input, 'List vendors{Enter}');
    expect(input.value).toBe('List vendors');
  });

  it('disables send for blank text, and the input and send while a reply is pending', async () => {
    const { input, onSend } = renderComposer();
    await userEvent.type(input, '   ');
    expect(screen.getByRole('button', { name: 'SEND' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    cleanup();
    const pending = renderComposer({ pending: true });
    expect(pending.input.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(PROCESSING_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'STOP' }));
    expect(pending.onStop).toHaveBeenCalledOnce();
  });

  it('grows with its text up to 150 px, then scrolls', () => {
    const { input } = renderComposer();
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 90 });
    fireEvent.change(input, { target: { value: 'a\nb\nc' } });
    expect(input.style.height).toBe('90px');
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 400 });
    fireEvent.change(input, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh\ni' } });
    expect([input.style.height, input.style.overflowY]).toEqual(['150px', 'auto']);
  });

  it('alerts when the browser has no speech recognition', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderComposer();
    await userEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(alert).toHaveBeenCalledWith(SPEECH_UNSUPPORTED_TEXT);
  });

  it('puts the recognised words in the box, listening in en-US for one utterance', async () => {
    const instances: Array<Record<string, unknown> & { onresult?: (event: unknown) => void; onend?: () => void }> = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult = null;
      onerror = null;
      onend = null;
      start = vi.fn();
      stop = vi.fn();
      constructor() {
        instances.push(this as never);
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { input } = renderComposer();

    await userEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    const recognition = instances[0];
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false });
    expect(input.disabled).toBe(true);
    act(() => {
      recognition?.onresult?.({ results: [[{ transcript: ' show open invoices ' }]] });
      recognition?.onend?.();
    });
    expect(input.value).toBe('show open invoices');
    expect(input.disabled).toBe(false);
  });
});
