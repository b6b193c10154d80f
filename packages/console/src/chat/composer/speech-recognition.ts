/**
 * The slice of the Web Speech API the composer uses. Chromium and Safari still ship it under the
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

export function speechRecognitionIn(win: object): SpeechRecognitionConstructor | undefined {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    const candidate: unknown = Reflect.get(win, name);
    if (typeof candidate === 'function') return candidate as SpeechRecognitionConstructor;
  }
  return undefined;
}

/** The recognised words of the first result: one utterance, no interim results. */
export function transcriptOf(event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }): string {
  return event.results[0]?.[0]?.transcript.trim() ?? '';
}
