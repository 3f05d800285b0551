import { vi } from 'vitest';
import type { User } from '@staffing/shared/user-schemas';
import { loadDocument } from '@/lib/document-location';
import { onSessionAnnounced } from '@/lib/session-announcement';

// What a public form did on its way out: the sessions it announced to the page's header, and
// the documents it loaded (lib/document-location.ts, replaced in the test file with
// `vi.mock('@/lib/document-location')`).
export function watchDocumentExits() {
  const announced: (User | null)[] = [];
  const stop = onSessionAnnounced((user) => {
    announced.push(user);
  });
  const loads = vi.mocked(loadDocument);
  loads.mockClear();
  return {
    announced,
    loadedPaths: () => loads.mock.calls.map(([path]) => path),
    stop,
  };
}
