import { describe, expect, it } from 'vitest';
import { parseLenientJson } from './lenient-json.ts';

describe('parseLenientJson', () => {
  it('parses strict JSON as JSON.parse does', () => {
    expect(parseLenientJson('{"q": "SELECT 1 FROM dual", "n": [1, "a\\"b"]}')).toEqual({
      q: 'SELECT 1 FROM dual',
      n: [1, 'a"b'],
    });
  });

  it('takes raw line breaks and tabs inside strings as written', () => {
    expect(parseLenientJson('{\n  "q": "SELECT id\n\tFROM customer -- note\r\n"\n}')).toEqual({
      q: 'SELECT id\n\tFROM customer -- note\r\n',
    });
  });

  it('still refuses what is not JSON', () => {
    expect(() => parseLenientJson('{"q": ')).toThrow(SyntaxError);
    expect(() => parseLenientJson('q=SELECT')).toThrow(SyntaxError);
  });
});
