import { describe, expect, it } from 'vitest';
import { percentEncode } from './percent-encode.ts';

describe('percentEncode', () => {
  it('leaves only the unreserved characters unescaped', () => {
    expect(percentEncode('AZaz09-._~')).toBe('AZaz09-._~');
    expect(percentEncode("!*'() /=&+%")).toBe('%21%2A%27%28%29%20%2F%3D%26%2B%25');
  });

  it('encodes UTF-8 bytes with upper-case hex digits', () => {
    expect(percentEncode('é☃')).toBe('%C3%A9%E2%98%83');
  });
});
