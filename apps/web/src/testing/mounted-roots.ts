import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';

// React roots a test made itself (hydrated islands), unmounted after each test by
// setup-tests.ts. The hook lives there because the web project shares its modules among the
// files a worker runs (isolate: false): a hook registered when a helper module is first
// imported would run for that file only, and a later file's islands would pile up in the
// document.
const mounted: { root: Root; container: HTMLElement; remove: boolean }[] = [];

export function keepMountedRoot(root: Root, container: HTMLElement, remove: boolean): void {
  mounted.push({ root, container, remove });
}

export function unmountMountedRoots(): void {
  for (const { root, container, remove } of mounted.splice(0)) {
    act(() => {
      root.unmount();
    });
    if (remove) container.remove();
  }
}
