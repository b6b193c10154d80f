import { type VoiceInput as CoreVoiceInput, createVoiceInput, type VoiceState } from '@erp-agent/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_UNSUPPORTED_TEXT } from '../chat-texts.ts';

export const VOICE_UNAVAILABLE_TEXT = 'Voice input is unavailable here. Typing still works.';

export interface VoiceInput {
  readonly listening: boolean;
  /** Why voice stopped working, when it did. */
  readonly problem: string | undefined;
  toggle(): void;
}

/**
 * Core's voice input (the widget's too) for the composer: the words go into the input. Without
 * speech recognition in the browser, the toggle says so in an alert, as 000 section 4 has it.
 */
export function useVoiceInput(onText: (text: string) => void, win: Window = window): VoiceInput {
  const [state, setState] = useState<VoiceState>('idle');
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const voice = useRef<CoreVoiceInput>(undefined);

  useEffect(() => {
    const input = createVoiceInput({ scope: win, onText: (text) => onTextRef.current(text), onState: setState });
    voice.current = input;
    setState(input.state());
    return () => input.dispose();
  }, [win]);

  const toggle = useCallback(() => {
    if (voice.current?.state() === 'unsupported') {
      win.alert(SPEECH_UNSUPPORTED_TEXT);
      return;
    }
    voice.current?.toggle();
  }, [win]);

  return {
    listening: state === 'listening',
    problem: state === 'unavailable' ? VOICE_UNAVAILABLE_TEXT : undefined,
    toggle,
  };
}
