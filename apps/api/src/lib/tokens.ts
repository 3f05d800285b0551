import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// 256 bits from the CSPRNG, URL-safe: used for session ids and password-reset tokens.
export const randomToken = (): string => randomBytes(32).toString('base64url');

// What the database stores instead of a token: a leaked table does not leak live tokens.
export const sha256 = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
