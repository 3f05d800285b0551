import { vi } from 'vitest';

// jsdom has no matchMedia. This stub answers from a table of query -> matches, and lets a
// test flip an answer later (as resizing the window would) with `set`.
export function stubMatchMedia(initial: Record<string, boolean> = {}) {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();

  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return answers.get(query) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: 'change', listener: () => void) => {
      const set = listeners.get(query) ?? new Set();
      set.add(listener);
      listeners.set(query, set);
    },
    removeEventListener: (_type: 'change', listener: () => void) => {
      listeners.get(query)?.delete(listener);
    },
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: () => false,
  }));

  return {
    set(query: string, matches: boolean) {
      answers.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener();
    },
  };
}
