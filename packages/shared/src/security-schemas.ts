import { z } from 'zod';
import { passwordSchema } from './user-schemas.ts';

// The account's security pages: where it is signed in, and proving who you are again before
// a sensitive change.

export const accountSessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  // Names read from the user agent ("Chrome 131", "macOS"); null when it says nothing useful.
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

// How long a sign-in or re-authentication counts for a sensitive change (role changes,
// disabling a user, the bulk exports, removing a last second factor).
export const REAUTHENTICATION_WINDOW_MS = 10 * 60_000;

const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{3} ?\d{3}$/u, 'Enter the 6-digit code from your app');
const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .min(10, 'Enter a recovery code')
  .max(20, 'Enter a recovery code');

// The password, or a code from the authenticator app.
export const reauthenticateSchema = z
  .strictObject({
    password: z.string().min(1, 'Enter your password').max(200).optional(),
    code: totpCodeSchema.optional(),
  })
  .refine((input) => input.password !== undefined || input.code !== undefined, {
    error: 'Enter your password',
    path: ['password'],
  });
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const reauthenticationStatusSchema = z.object({
  // Until when a sensitive change needs no new proof; null when it needs one now.
  recentUntil: z.string().nullable(),
});
export type ReauthenticationStatus = z.infer<typeof reauthenticationStatusSchema>;

// Two-step sign-in with an authenticator app.
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

export const completeMfaSchema = z.union([
  z.strictObject({ code: totpCodeSchema }),
  z.strictObject({ recoveryCode: recoveryCodeSchema }),
]);
export type CompleteMfaInput = z.infer<typeof completeMfaSchema>;

export const totpCodeBodySchema = z.strictObject({ code: totpCodeSchema });

export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  // Staff must have a second factor on this site (STAFF_MFA=required).
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
