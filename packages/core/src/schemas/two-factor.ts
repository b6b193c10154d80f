import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './auth.ts';

/** `GET /api/auth/two-factor`: the signed-in user's two-factor sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The server requires it of everyone (Settings › Security). */
  required: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/auth/two-factor/setup`: a new secret to scan, not in force until confirmed with a code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const sixDigits = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your app'));

/** `POST /api/auth/two-factor/enable` and `.../recovery-codes`: a code from the app proves it. */
export const twoFactorConfirmSchema = z.object({ code: sixDigits });
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

/** The recovery codes, shown once: each signs in once in place of the app's code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/auth/two-factor/disable`: the password, so a session left open cannot turn it off. */
export const twoFactorDisableSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;
