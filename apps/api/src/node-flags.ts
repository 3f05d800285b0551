// The Node.js flags the production server runs with. Every launcher passes them (npm start,
// the E2E and benchmark servers); docs/DEPLOYMENT.md and the README show them in their
// command lines, and apps/api's `start` script spells them out (package.json cannot import).
//
// On a machine of this size V8 lets the young generation grow to two 64 MB semi-spaces, and
// two seconds of traffic grew it that far: 78 MB of the server's memory, resident for good
// afterwards. Semi-spaces of 8 MB cut the RSS at rest from 259-283 MB to 195-202 MB and after
// load from 432-439 to 307-325 MB with no loss of requests per second beyond this machine's
// noise (docs/PERFORMANCE.md, "Memory"): a request's garbage dies young whatever the size.
//
// --no-maglev: V8's middle compiler tier kept about 40 MB once the routes had warmed up (RSS
// at rest after bench:api's warm-up 193 / 195 -> 152 / 151 MB); hot code still reaches
// TurboFan, and requests per second on every route measured stayed within the noise
// (docs/PERFORMANCE.md, "Memory").
//
// --max-old-space-size=128: V8 otherwise lets the old generation grow toward its default
// limit (about 4 GB on this machine) under load and keeps every page it grew into, idle or
// not: RSS after bench:api's load 353 MB, and 387 MB after 200 concurrent cold page renders
// at 1,000,000 jobs. With 128 MB: 215 and 204 MB, requests per second within the noise. The
// server's live heap stays under 64 MB: with that limit it still passed the whole bench:api
// load and the 200 renders (slower), and streamed the 788 MB Indeed feed of a million jobs
// with no growth (docs/PERFORMANCE.md, "Memory"), so 128 leaves twice that.
// These flags apply to every V8 isolate of the process, worker threads included: they
// override a thread's `resourceLimits`. So the resume reader, which needs other limits, runs
// as a child process with flags of its own (resume-text-reader.ts); the feeds are built in the
// server's process a batch at a time, within these limits (ADR 0017).
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=8',
  '--no-maglev',
  '--max-old-space-size=128',
];

// The environment the launchers add for the server (a value already set wins). glibc gives
// threads that allocate (V8's compiler and GC helpers, libuv's pool) arenas of their own, up
// to 16 on two cores, and keeps what was freed in each. Two arenas: RSS after bench:api's
// load 390 / 436 -> 369 / 410 MB and 438 -> 388 MB in a full run, requests per second within
// the noise (docs/PERFORMANCE.md, "Memory").
//
// MALLOC_MMAP_THRESHOLD_=131072: glibc raises its threshold for serving a block from its own
// heap to the size of the largest block it has unmapped, so after the feed build freed its
// 800 KB-1 MB buffers, blocks of that size came from the heap and what was freed there
// stayed resident. A fixed 128 KiB threshold keeps big blocks in mappings returned when
// freed: RSS at rest after the first build 148.6 -> 141.5 MB, after load 178.5 -> 171.3 MB
// (medians of four runs each, 10,000 jobs, SQLite); server CPU per request 0-7 % more on
// rendered pages, within the noise of the same runs (docs/PERFORMANCE.md, "Memory").
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
