import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Written first in every sealed value, so a later format can be told apart and migrated. */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened: the key changed, or the value or its owner was tampered with. */
export class CredentialUnreadableError extends Error {
  readonly code = 'credentials_unreadable';

  constructor() {
    super('Stored ERP credentials cannot be read with this SECRET_KEY. Enter them again.');
    this.name = 'CredentialUnreadableError';
  }
}

export interface CredentialCipher {
  /** Encrypts `plaintext` for one owner (a user id): the owner is bound in as associated data. */
  seal(plaintext: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

/**
 * AES-256-GCM under a key derived from SECRET_KEY with HKDF-SHA256, a fresh 96-bit IV a value.
 * Binding the owner means a sealed token secret copied onto another user's row will not open.
 */
export function createCredentialCipher(secretKey: string): CredentialCipher {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'erp-agent/credentials', FORMAT, 32));
  return {
    seal(plaintext, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${FORMAT}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, owner) {
      const [format, payload] = sealed.split('.');
      if (format !== FORMAT || !payload) throw new CredentialUnreadableError();
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new CredentialUnreadableError();
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // GCM's only answer to a wrong key or a tampered value is a failed tag check.
        throw new CredentialUnreadableError();
      }
    },
  };
}
