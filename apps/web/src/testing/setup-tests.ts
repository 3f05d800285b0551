import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { unmountMountedRoots } from './mounted-roots';

// Two test files run at once on a 2-core machine, and the first render of a lazy page waits for
// its modules to be transformed: findBy/waitFor give an element up to 5 s to appear (the
// library's 1 s failed them under load). What they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// jsdom implements neither scrolling nor layout; ScrollToTop only needs the call to exist.
window.scrollTo = vi.fn();

afterEach(() => {
  unmountMountedRoots();
  cleanup();
  // Tests set the XSRF cookie; expire every cookie so none leaks into the next test.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// The web project shares one jsdom among the files a worker runs (isolate: false in
// vite.config.ts): what a file left in the document or in storage must not reach the next.
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});
