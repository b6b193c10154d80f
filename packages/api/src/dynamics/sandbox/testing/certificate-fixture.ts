import { readFileSync } from 'node:fs';

/**
 * A self-signed certificate and its private key, made for the tests alone (openssl req -x509
 * -newkey rsa:2048), standing for a certificate an administrator uploads to an app registration.
 */
export const TEST_CERTIFICATE_PEM = readFileSync(new URL('./fixtures/test-app.cert.pem', import.meta.url), 'utf8');
export const TEST_PRIVATE_KEY_PEM = readFileSync(new URL('./fixtures/test-app.key.pem', import.meta.url), 'utf8');
