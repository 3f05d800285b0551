import type { User } from '@staffing/shared/user-schemas';

// A public document's islands are separate React roots with no shared cache: a form that
// signs someone in announces the new session here, and the header (another island) shows it
// at once, while the form still shows its "Redirecting..." message.
const SESSION_EVENT = 'staffing:session';

export function announceSession(user: User | null): void {
  window.dispatchEvent(new CustomEvent<User | null>(SESSION_EVENT, { detail: user }));
}

// Calls `listener` with each announced session; returns the function that stops listening.
export function onSessionAnnounced(listener: (user: User | null) => void): () => void {
  const handle = (event: Event) => {
    listener((event as CustomEvent<User | null>).detail);
  };
  window.addEventListener(SESSION_EVENT, handle);
  return () => {
    window.removeEventListener(SESSION_EVENT, handle);
  };
}
