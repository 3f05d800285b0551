import { vi } from 'vitest';

// Fakes only the clock the pages use for their redirect delays. Testing Library recognises
// fake timers through a `jest` global (vitest has none); without it, its helpers wait on a
// faked setTimeout(0) that never fires.
export function useFakeRedirectTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', {
    advanceTimersByTime: (ms: number) => {
      vi.advanceTimersByTime(ms);
    },
  });
}
