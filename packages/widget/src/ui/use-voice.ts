import { useEffect, useRef, useState } from 'preact/hooks';

/** The part of the Web Speech API the widget uses; browsers expose it prefixed or not at all. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export type VoiceState = 'unsupported' | 'idle' | 'listening' | 'unavailable';

/**
 * Voice input in en-US (000 section 2), offered only where the browser can do it. A `network` or
 * `not-allowed` error marks voice unavailable for the visit; typing is never affected.
 */
export function useVoice(onText: (text: string) => void) {
  const Constructor = recognitionConstructor();
  const [state, setState] = useState<VoiceState>(Constructor ? 'idle' : 'unsupported');
  const recognition = useRef<Recognition | undefined>(undefined);
  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = () => {
    if (!Constructor || state === 'unavailable') return;
    if (state === 'listening') {
      recognition.current?.stop();
      return;
    }
    const next = new Constructor();
    next.lang = 'en-US';
    next.interimResults = false;
    next.onresult = (event) => {
      const text = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (text) onText(text);
    };
    next.onerror = (event) => {
      if (event.error === 'network' || event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        setState('unavailable');
      }
    };
    next.onend = () => setState((current) => (current === 'listening' ? 'idle' : current));
    recognition.current = next;
    setState('listening');
    next.start();
  };

  return { state, toggle };
}
