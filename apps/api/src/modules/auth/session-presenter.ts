import Bowser from 'bowser';
import type { AccountSession } from '@staffing/shared/security-schemas';
import type { SessionListing } from './sessions-repository.ts';

export type BrowserNames = { browser: string | null; os: string | null };

// "Chrome 131 on macOS": the major version is enough to recognise a browser, and the full
// string stays available to whoever wants it.
export function browserNames(userAgent: string | null): BrowserNames {
  if (!userAgent) return { browser: null, os: null };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ? [os.name, os.versionName].filter(Boolean).join(' ') : null,
  };
}

// Browser and system families, without versions: an update is not a new browser.
export function browserKey(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const parser = Bowser.getParser(userAgent);
  return `${parser.getBrowserName(true) || 'unknown'}|${parser.getOSName(true) || 'unknown'}`;
}

export function presentSession(session: SessionListing, currentIdHash: string): AccountSession {
  return {
    _id: session.publicId,
    current: session.idHash === currentIdHash,
    userAgent: session.userAgent,
    ...browserNames(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
  };
}
