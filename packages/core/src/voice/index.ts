export {
  createVoiceInput,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  speechRecognitionIn,
  type VoiceInput,
  type VoiceInputOptions,
  type VoiceState,
} from './voice-input.ts';
