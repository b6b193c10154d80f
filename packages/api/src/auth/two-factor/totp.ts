import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;

/** One step either side of now is accepted, for a phone's clock a little off and for typing time. */
const WINDOW = 1;

function totpFor(secret: string, label = 'user', issuer = 'ERP AI Agent'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an app scans: the issuer and the account name show in the app. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/**
 * The time step a code belongs to, or undefined when it is not the code of now or of one step
 * either side. The caller refuses a step at or before the last one used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an app would show at `now`: for tests. */
export function totpCode(secret: string, now: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
