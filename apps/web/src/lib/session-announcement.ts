import type { User } from '@staffing/shared/user-schemas';

// A public document's islands are separate React roots with no shared cache: a form that
// signs someone in announces the new session here, and the header (another island) shows it
// at once, while the form still shows its "Redirecting..." message. The header may not be
// live yet (islands wake when a person reaches for them): the islands' entry wakes it on the
// announcement, and a listener added after one hears the latest at once.
export const SESSION_EVENT = 'staffing:session';

let latest: { user: User | null } | undefined;

export function announceSession(user: User | null): void {
  latest = { user };
  window.dispatchEvent(new CustomEvent<User | null>(SESSION_EVENT, { detail: user }));
}

// Calls `listener` with each session announced from now on and, with `latest`, at once with
// the latest one announced before, if any (for an island that wakes after a form signed
// someone in); returns the function that stops listening.
export function onSessionAnnounced(
  listener: (user: User | null) => void,
  { latest: replayLatest = false }: { latest?: boolean } = {},
): () => void {
  const handle = (event: Event) => {
    listener((event as CustomEvent<User | null>).detail);
  };
  window.addEventListener(SESSION_EVENT, handle);
  if (replayLatest && latest) listener(latest.user);
  return () => {
    window.removeEventListener(SESSION_EVENT, handle);
  };
}
