import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

// otpauth and qrcode are loaded on the first two-step sign-in or enrolment, not at start:
// most of the server's life no one uses them, and a module loaded is heap kept for good
// (docs/PERFORMANCE.md, "Memory").
let otpAuth: Promise<typeof import('otpauth')> | undefined;
const loadOtpAuth = () => (otpAuth ??= import('otpauth'));

// TOTP as every authenticator app speaks it (RFC 6238: SHA-1, 6 digits, 30 s), by otpauth
// (ADR 0014). A code is accepted one step either side of now, for clocks a little off.
const PERIOD = 30;
const WINDOW = 1;

export async function newTotpSecret(): Promise<string> {
  const OTPAuth = await loadOtpAuth();
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpFor(OTPAuth: typeof import('otpauth'), secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export async function otpauthUrl(secret: string, issuer: string, account: string): Promise<string> {
  return totpFor(await loadOtpAuth(), secret, issuer, account).toString();
}

// Drawn here, not by an image service: the secret never leaves the site.
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

// The time step the code belongs to, or undefined when it is not a current code.
export async function totpStep(
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | undefined> {
  const token = code.replace(/\s/gu, '');
  if (!/^\d{6}$/u.test(token)) return undefined;
  const delta = totpFor(await loadOtpAuth(), secret, '', '').validate({
    token,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

// Ten codes of 10 characters (about 50 bits each), shown once and kept as hashes. Grouped
// 5-5 for reading; a dash or space typed or not makes no difference.
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/gu, ''));
}
