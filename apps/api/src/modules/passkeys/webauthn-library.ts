// @simplewebauthn/server (ADR 0015) and the ASN.1 and COSE code under it are loaded with the
// first passkey ceremony, not at start: they are about 4 MB of heap a server keeps for good
// once loaded, and most of its life nobody is adding or using a passkey (docs/PERFORMANCE.md,
// "Memory").
let server: Promise<typeof import('@simplewebauthn/server')> | undefined;
let helpers: Promise<typeof import('@simplewebauthn/server/helpers')> | undefined;

export const loadWebAuthn = () => (server ??= import('@simplewebauthn/server'));
export const loadWebAuthnHelpers = () => (helpers ??= import('@simplewebauthn/server/helpers'));
