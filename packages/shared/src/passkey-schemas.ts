import { z } from 'zod';

// Passkeys (WebAuthn): the account's list, naming one, and the browser's answers to
// navigator.credentials.create()/get() as @simplewebauthn/browser serialises them.

export const PASSKEY_NAME_MAX = 60;

export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  // 'multiDevice' passkeys sync between a person's devices; 'singleDevice' ones never leave it.
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

// What the authenticator said. The outer shape is checked here; the cryptography, and the
// fields browsers add over time inside `response`, are the verifier's business.
const credentialBase = {
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: z.string().max(16_384),
    attestationObject: z.string().max(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const authenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: z.string().max(16_384),
    authenticatorData: z.string().max(16_384),
    signature: z.string().max(4096),
    userHandle: z.string().max(256).optional(),
  }),
});

export const addPasskeySchema = z.strictObject({
  name: passkeyName,
  response: registrationCredentialSchema,
});
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

export const renamePasskeySchema = z.strictObject({ name: passkeyName });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

export const passkeyAssertionSchema = z.strictObject({ response: authenticationCredentialSchema });
export type PasskeyAssertionInput = z.infer<typeof passkeyAssertionSchema>;
