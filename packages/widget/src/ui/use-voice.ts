import { createVoiceInput, type VoiceInput, type VoiceState } from '@erp-agent/core';
import { useEffect, useRef, useState } from 'preact/hooks';

export type { VoiceState };

/** Core's voice input (the console's too), offered only where the browser can do it. */
export function useVoice(onText: (text: string) => void) {
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const voice = useRef<VoiceInput | undefined>(undefined);
  const [state, setState] = useState<VoiceState>(() => {
    voice.current = createVoiceInput({ onText: (text) => onTextRef.current(text), onState: (next) => setState(next) });
    return voice.current.state();
  });
  useEffect(() => () => voice.current?.dispose(), []);
  return { state, toggle: () => voice.current?.toggle() };
}
