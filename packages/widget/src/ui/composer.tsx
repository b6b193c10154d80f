/** @jsxImportSource preact */
import type { ChatStore } from '@erp-agent/core';
import { useRef, useState } from 'preact/hooks';
import type { WidgetTexts } from '../texts.ts';
import { MicIcon, SendIcon, StopIcon } from './icons.tsx';
import { useVoice } from './use-voice.ts';

interface Props {
  readonly store: ChatStore;
  readonly texts: WidgetTexts;
  readonly pending: boolean;
  readonly inputId: string;
}

/** The one-line input, send or stop, and the microphone where the browser has speech recognition. */
export function Composer({ store, texts, pending, inputId }: Props) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const voice = useVoice((heard) => setText((current) => (current ? `${current} ${heard}` : heard)));

  const submit = (event: Event) => {
    event.preventDefault();
    const prompt = text.trim();
    if (!prompt || pending) return;
    setText('');
    void store.getState().send(prompt);
    input.current?.focus();
  };

  return (
    <>
      <form class="composer" part="composer" onSubmit={submit}>
        <label class="sr-only" for={inputId}>
          {texts.inputLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          part="input"
          type="text"
          autocomplete="off"
          placeholder={texts.inputPlaceholder}
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        {voice.state === 'idle' || voice.state === 'listening' ? (
          <button
            type="button"
            class="icon-button"
            part="voice"
            aria-pressed={voice.state === 'listening'}
            aria-label={voice.state === 'listening' ? texts.voiceStop : texts.voiceStart}
            onClick={voice.toggle}
          >
            <MicIcon />
          </button>
        ) : null}
        {pending ? (
          <button type="button" class="button" part="stop" onClick={() => store.getState().stop()}>
            <StopIcon />
            <span class="sr-only">{texts.stop}</span>
          </button>
        ) : (
          <button type="submit" class="button" part="send" disabled={text.trim() === ''}>
            <SendIcon />
            <span class="sr-only">{texts.send}</span>
          </button>
        )}
      </form>
      {voice.state === 'unavailable' ? (
        <p class="muted voice-note" role="status">
          {texts.voiceUnavailable}
        </p>
      ) : null}
    </>
  );
}
