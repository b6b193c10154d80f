import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { INPUT_MAX_HEIGHT_PX, PROCESSING_TEXT } from '../chat-texts.ts';
import { useAutoGrow } from './use-auto-grow.ts';
import { useVoiceInput } from './use-voice-input.ts';

export interface ComposerProps {
  readonly pending: boolean;
  readonly placeholder: string;
  /** Resolves to false when the text was not sent (no ERP account connected): it stays in the box. */
  readonly onSend: (text: string) => Promise<boolean>;
  readonly onStop: () => void;
}

/** Drawn, not an emoji: the console's monospace fonts have no microphone glyph. */
function MicrophoneIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="5.5" y="1.5" width="5" height="8" rx="2.5" />
      <path d="M3 7.5a5 5 0 0 0 10 0M8 12.5v2.5M5.5 15h5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The chat input (000 section 2): grows to 150 px, Enter sends and Shift+Enter adds a line, send
 * is disabled while the text is blank or a reply is pending, voice input fills the box, and
 * `Processing...` shows while waiting, with a way to stop.
 */
export function Composer({ pending, placeholder, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const voice = useVoiceInput((spoken) =>
    setText((current) => (current.trim() === '' ? spoken : `${current} ${spoken}`)),
  );
  useAutoGrow(textarea, text, INPUT_MAX_HEIGHT_PX);

  const blank = text.trim() === '';
  const disabled = pending || voice.listening;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blank || pending) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText(sent);
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form className="composer" aria-label="Send a message" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={inputId}>
        Message
      </label>
      <textarea
        ref={textarea}
        id={inputId}
        className="input composer-input"
        rows={1}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        className="icon-button"
        type="button"
        aria-pressed={voice.listening}
        aria-label={voice.listening ? 'Stop voice input' : 'Voice input'}
        disabled={pending}
        onClick={voice.toggle}
      >
        {voice.listening ? <span aria-hidden="true">■</span> : <MicrophoneIcon />}
      </button>
      {pending ? (
        <button className="button button-small" type="button" onClick={onStop}>
          STOP
        </button>
      ) : (
        <button className="button button-solid button-small" type="submit" disabled={blank}>
          SEND
        </button>
      )}
      <p className="composer-status" role="status">
        {pending ? PROCESSING_TEXT : voice.listening ? 'Listening...' : (voice.problem ?? '')}
      </p>
    </form>
  );
}
