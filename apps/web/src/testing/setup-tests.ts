import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom implements neither scrolling nor layout; ScrollToTop only needs the call to exist.
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  // Tests set the XSRF cookie; expire every cookie so none leaks into the next test.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
