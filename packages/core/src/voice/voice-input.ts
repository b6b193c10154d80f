/**
 * The slice of the Web Speech API voice input uses. Chromium and Safari still ship it under the
 * `webkit` prefix; the standard name is checked first.
 */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/**
 * `unsupported`: the browser has no speech recognition; `unavailable`: it has, but it cannot work
 * here for this visit (no speech service reachable, the microphone refused).
 */
export type VoiceState = 'unsupported' | 'idle' | 'listening' | 'unavailable';

/** Errors that mean voice will not work here at all, as opposed to one utterance not heard. */
const UNAVAILABLE_ERRORS = new Set(['network', 'not-allowed', 'service-not-allowed', 'audio-capture']);

export function speechRecognitionIn(scope: object): SpeechRecognitionConstructor | undefined {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    const candidate: unknown = Reflect.get(scope, name);
    if (typeof candidate === 'function') return candidate as SpeechRecognitionConstructor;
  }
  return undefined;
}

export interface VoiceInputOptions {
  /** Where the browser's speech recognition lives; `globalThis` by default. */
  readonly scope?: object;
  /** The words heard, once the user stops speaking (never empty). */
  readonly onText: (text: string) => void;
  /** Every change of state, for the screen to show. */
  readonly onState: (state: VoiceState) => void;
}

export interface VoiceInput {
  readonly state: () => VoiceState;
  /** Starts listening, or stops when listening; does nothing where voice cannot work. */
  toggle(): void;
  /** Stops listening for good (the screen went away). */
  dispose(): void;
}

/**
 * Voice input as 000 has it, the same in the console and the widget: en-US, one utterance, no
 * interim results; the words heard go to `onText`. A recognition error that means voice cannot
 * work here (see UNAVAILABLE_ERRORS) makes it `unavailable` for the visit; typing is never affected.
 */
export function createVoiceInput(options: VoiceInputOptions): VoiceInput {
  const Recognition = speechRecognitionIn(options.scope ?? globalThis);
  let state: VoiceState = Recognition ? 'idle' : 'unsupported';
  let recognition: SpeechRecognitionLike | undefined;
  const set = (next: VoiceState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };

  return {
    state: () => state,
    toggle() {
      if (!Recognition || state === 'unavailable') return;
      if (state === 'listening') {
        recognition?.stop();
        return;
      }
      const instance = new Recognition();
      instance.lang = 'en-US';
      instance.continuous = false;
      instance.interimResults = false;
      instance.maxAlternatives = 1;
      instance.onresult = (event) => {
        const text = Array.from(event.results, (result) => result[0]?.transcript.trim() ?? '')
          .filter((words) => words !== '')
          .join(' ');
        if (text !== '') options.onText(text);
      };
      instance.onerror = (event) => {
        console.error('Speech recognition failed:', event.error);
        set(UNAVAILABLE_ERRORS.has(event.error) ? 'unavailable' : 'idle');
      };
      instance.onend = () => {
        if (state === 'listening') set('idle');
      };
      recognition = instance;
      set('listening');
      instance.start();
    },
    dispose() {
      recognition?.stop();
      recognition = undefined;
    },
  };
}
