import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signatures the server makes and later checks, such as the token that binds a confirmation to
 * the preview it answers. Each purpose has its own key, derived from SECRET_KEY with HKDF, so a
 * signature made for one purpose never passes for another; every instance sharing SECRET_KEY
 * checks what any other signed.
 */
export interface ServerKeys {
  sign(purpose: string, data: string): string;
  verify(purpose: string, data: string, signature: string): boolean;
}

export function createServerKeys(secretKey: string): ServerKeys {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secretKey, `erp-agent/${purpose}`, 'v1', 32));
      keys.set(purpose, key);
    }
    return key;
  };
  const sign = (purpose: string, data: string) =>
    createHmac('sha256', keyFor(purpose)).update(data).digest('base64url');
  return {
    sign,
    verify(purpose, data, signature) {
      const expected = Buffer.from(sign(purpose, data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
