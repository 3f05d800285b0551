// The Node.js flags the production server runs with. Every launcher passes them (npm start,
// the E2E and benchmark servers); docs/DEPLOYMENT.md and the README show them in their
// command lines, and apps/api's `start` script spells them out (package.json cannot import).
//
// On a machine of this size V8 lets the young generation grow to two 64 MB semi-spaces, and
// two seconds of traffic grew it that far: 78 MB of the server's memory, resident for good
// afterwards. Semi-spaces of 8 MB cut the RSS at rest from 259-283 MB to 195-202 MB and after
// load from 432-439 to 307-325 MB with no loss of requests per second beyond this machine's
// noise (docs/PERFORMANCE.md, "Memory"): a request's garbage dies young whatever the size.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
