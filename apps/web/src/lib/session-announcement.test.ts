import { describe, expect, it, vi } from 'vitest';
import type { User } from '@staffing/shared/user-schemas';
import { announceSession, onSessionAnnounced } from './session-announcement';

const jane: User = {
  _id: 'user-1',
  email: 'jane@example.com',
  emailVerified: true,
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
};

describe('session announcement', () => {
  it('tells listeners each session from now on, and a late one the latest only when it asks', () => {
    const early = vi.fn();
    const stopEarly = onSessionAnnounced(early);
    announceSession(jane);
    expect(early).toHaveBeenCalledExactlyOnceWith(jane);

    // An island that wakes after the sign-in (the header) hears it at once.
    const late = vi.fn();
    const stopLate = onSessionAnnounced(late, { latest: true });
    expect(late).toHaveBeenCalledExactlyOnceWith(jane);
    const plain = vi.fn();
    const stopPlain = onSessionAnnounced(plain);
    expect(plain).not.toHaveBeenCalled();

    stopEarly();
    announceSession(null);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenLastCalledWith(null);
    expect(plain).toHaveBeenCalledExactlyOnceWith(null);
    stopLate();
    stopPlain();
  });
});
