// WebAuthn refuses an IP address as the site's name (http://127.0.0.1 in development and
// tests): there the passkey controls would only ever fail, so they are not offered. No React
// here: the login page's script asks before any island is live.
const isIpAddress = (hostname: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/u.test(hostname) || hostname.includes(':');

// Marks "Sign in with a passkey" in the page, for the script that takes it away where the
// browser lacks passkeys.
export const PASSKEY_SIGN_IN_ATTRIBUTE = 'data-passkey-sign-in';

export function passkeysUsableHere(): boolean {
  return typeof window.PublicKeyCredential === 'function' && !isIpAddress(window.location.hostname);
}
