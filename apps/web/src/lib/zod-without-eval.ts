// Every `import … from 'zod'` of the browser build resolves to this module (vite.config.ts),
// so the setting below is in place before any schema is created. zod's compiled fast path
// for objects probes for eval with `new Function`; the site's Content-Security-Policy forbids
// eval, and the browser reports the probe as a violation on every page that loads zod
// (Lighthouse's "issues" audit: best practices 96). The interpreted path gives the same
// results. The API, in Node and under no such policy, keeps the compiled path.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
