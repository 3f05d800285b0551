import { beforeAll } from 'vitest';

// The forms check answers with schemas they load on first use (lib/lazy-parser.ts). Loaded
// here ahead, the answers are checked at once in tests that fake the redirect timers, whose
// helpers would otherwise move the faked clock on while the modules load.
export function preloadAnswerSchemas() {
  beforeAll(async () => {
    await Promise.all([
      import('zod'),
      import('@staffing/shared/user-schemas'),
      import('@staffing/shared/security-schemas'),
    ]);
  });
}
