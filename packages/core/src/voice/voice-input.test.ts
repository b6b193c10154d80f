import { describe, expect, it, vi } from 'vitest';
import { createVoiceInput, type SpeechRecognitionLike, type VoiceState } from './voice-input.ts';

/** A stand-in for the browser's recognition: the test says what was heard or what went wrong. */
function fakeScope(name = 'webkitSpeechRecognition') {
  const made: FakeRecognition[] = [];
  class FakeRecognition implements SpeechRecognitionLike {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: SpeechRecognitionLike['onresult'] = null;
    onerror: SpeechRecognitionLike['onerror'] = null;
    onend: SpeechRecognitionLike['onend'] = null;
    started = false;
    constructor() {
      made.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.onend?.();
    }
    hear(...transcripts: string[]) {
      this.onresult?.({ results: transcripts.map((transcript) => [{ transcript }]) });
      this.onend?.();
    }
    fail(error: string) {
      this.onerror?.({ error });
      this.onend?.();
    }
  }
  return { scope: { [name]: FakeRecognition }, made };
}

function voiceIn(scope: object) {
  const heard: string[] = [];
  const states: VoiceState[] = [];
  const voice = createVoiceInput({ scope, onText: (text) => heard.push(text), onState: (state) => states.push(state) });
  return { voice, heard, states };
}

describe('createVoiceInput', () => {
  it('listens for one en-US utterance without interim results and hands over the words', () => {
    const { scope, made } = fakeScope('SpeechRecognition');
    const { voice, heard, states } = voiceIn(scope);
    expect(voice.state()).toBe('idle');
    voice.toggle();
    const [recognition] = made;
    expect(recognition).toMatchObject({
      lang: 'en-US',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
      started: true,
    });
    recognition?.hear(' open invoices ', 'in Texas');
    expect(heard).toEqual(['open invoices in Texas']);
    expect(states).toEqual(['listening', 'idle']);
  });

  it('stops when toggled while listening, and hands over nothing when nothing was heard', () => {
    const { scope, made } = fakeScope();
    const { voice, heard } = voiceIn(scope);
    voice.toggle();
    voice.toggle();
    expect(voice.state()).toBe('idle');
    made[0]?.hear('   ');
    expect(heard).toEqual([]);
  });

  it('is unsupported where the browser has no speech recognition, and toggling does nothing', () => {
    const { voice, states } = voiceIn({});
    expect(voice.state()).toBe('unsupported');
    voice.toggle();
    expect(states).toEqual([]);
  });

  it('becomes unavailable for the visit when the microphone is refused, but not when one utterance was missed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scope, made } = fakeScope();
    const { voice } = voiceIn(scope);
    voice.toggle();
    made[0]?.fail('no-speech');
    expect(voice.state()).toBe('idle');
    voice.toggle();
    made[1]?.fail('not-allowed');
    expect(voice.state()).toBe('unavailable');
    voice.toggle();
    expect(made).toHaveLength(2);
    expect(error).toHaveBeenCalledWith('Speech recognition failed:', 'not-allowed');
    error.mockRestore();
  });
});
