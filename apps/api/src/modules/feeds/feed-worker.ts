// Not run any more: the feeds are built in the server's process (feed-scheduler.ts, ADR 0017).
// The file stays only because apps/api/build.ts still lists it as an entry of the built
// server; it goes with that line.
export {};
