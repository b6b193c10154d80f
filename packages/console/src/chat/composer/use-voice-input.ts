import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_UNSUPPORTED_TEXT } from '../chat-texts.ts';
import { type SpeechRecognitionLike, speechRecognitionIn, transcriptOf } from './speech-recognition.ts';

/** Errors that mean voice will not work here at all (no network service, no microphone permission). */
const UNAVAILABLE_ERRORS = new Set(['network', 'not-allowed', 'service-not-allowed', 'audio-capture']);

export const VOICE_UNAVAILABLE_TEXT = 'Voice input is unavailable here. Typing still works.';

export interface VoiceInput {
  readonly listening: boolean;
  /** Why voice stopped working, when it did. */
  readonly problem: string | undefined;
  toggle(): void;
}

/**
 * Voice input as 000 section 4 has it: en-US, one utterance, no interim results; the words go
 * into the input. Without speech recognition in the browser, the toggle says so in an alert.
 */
export function useVoiceInput(onText: (text: string) => void, win: Window = window): VoiceInput {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string>();
  const recognition = useRef<SpeechRecognitionLike>(undefined);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Recognition = speechRecognitionIn(win);
    if (Recognition === undefined) {
      win.alert(SPEECH_UNSUPPORTED_TEXT);
      return;
    }
    const instance = new Recognition();
    instance.lang = 'en-US';
    instance.continuous = false;
    instance.interimResults = false;
    instance.maxAlternatives = 1;
    instance.onresult = (event) => {
      const text = transcriptOf(event);
      if (text !== '') onTextRef.current(text);
    };
    instance.onerror = (event) => {
      console.error('Speech recognition failed:', event.error);
      if (UNAVAILABLE_ERRORS.has(event.error)) setProblem(VOICE_UNAVAILABLE_TEXT);
      setListening(false);
    };
    instance.onend = () => setListening(false);
    recognition.current = instance;
    setProblem(undefined);
    setListening(true);
    instance.start();
  }, [listening, win]);

  return { listening, problem, toggle };
}
