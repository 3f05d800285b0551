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

export const reauthenticateSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(200),
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
