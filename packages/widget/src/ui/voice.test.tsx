import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../mount.tsx';

/** A browser's speech recogniser, driven by the test. */
class FakeRecognition {
  static last: FakeRecognition | undefined;
  lang = '';
  interimResults = true;
  started = false;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function openPanel() {
  const handle = mount({ storage: 'memory', open: true });
  const root = handle.host.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const input = root.querySelector<HTMLInputElement>('[part="input"]');
  if (!input) throw new Error('no input');
  return { root, input, voice: () => root.querySelector<HTMLButtonElement>('[part="voice"]') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRecognition.last = undefined;
  document.body.replaceChildren();
});

describe('voice input', () => {
  it('is not offered where the browser has no speech recognition', () => {
    expect(openPanel().voice()).toBeNull();
  });

  it('listens in en-US, without interim results, and puts what it heard in the message box', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { voice, input } = openPanel();
    voice()?.click();
    await flush();
    const recognition = FakeRecognition.last;
    expect(recognition?.started).toBe(true);
    expect(recognition?.lang).toBe('en-US');
    expect(recognition?.interimResults).toBe(false);
    expect(voice()?.getAttribute('aria-pressed')).toBe('true');
    recognition?.onresult?.({ results: [[{ transcript: 'open invoices' }]] });
    recognition?.onend?.();
    await flush();
    expect(input.value).toBe('open invoices');
    expect(voice()?.getAttribute('aria-pressed')).toBe('false');
  });

  it.each(['network', 'not-allowed'])(
    'says voice is unavailable after a %s error, and typing still works',
    async (error) => {
      vi.stubGlobal('SpeechRecognition', FakeRecognition);
      const { voice, input, root } = openPanel();
      voice()?.click();
      FakeRecognition.last?.onerror?.({ error });
      FakeRecognition.last?.onend?.();
      await flush();
      expect(voice()).toBeNull();
      expect(root.textContent).toContain('Voice input is unavailable here; typing works.');
      expect(input.disabled).toBe(false);
    },
  );
});
