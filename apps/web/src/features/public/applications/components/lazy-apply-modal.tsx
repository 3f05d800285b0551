import { LAZY_CHUNK_TIMEOUT_MS } from '@staffing/shared/constants';
import { loadWithTimeout } from '@/lib/chunk-load';
import { loadOnce } from '@/lib/load-once';
import type { ApplyModalWithQuestions } from './apply-modal-with-questions';

export type ApplyModalComponent = typeof ApplyModalWithQuestions;

/**
 * The apply modal's code, downloaded once, the first time a visitor reaches for an Apply
 * button. The form brings react-hook-form, zod, the shared schemas and the dialog (about
 * 40 KB gzip), which a page does not need to show a job. A download that fails or stalls
 * past LAZY_CHUNK_TIMEOUT_MS rejects (a ChunkLoadError) and is tried again on the next call.
 */
export const loadApplyModal = loadOnce(async () => {
  const module = await loadWithTimeout(
    () => import('./apply-modal-with-questions'),
    LAZY_CHUNK_TIMEOUT_MS,
  );
  return module.ApplyModalWithQuestions;
});

// Called when the visitor presses or focuses an Apply button, so the form is usually there
// by the time the click lands; never before (the page's first script stays small).
export function preloadApplyModal(): void {
  loadApplyModal().catch(() => undefined);
}
