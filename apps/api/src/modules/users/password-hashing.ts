import { hash, verify, type Options } from '@node-rs/argon2';

// The package exports Algorithm as a const enum, which erasable-syntax TypeScript cannot
// reference; 2 is its Argon2id member.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see above
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. Stored as a PHC string,
// so the parameters travel with each hash and can be raised later without a migration.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown makes a failed login take as long as
// one with a wrong password, so response time does not reveal who has an account.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-parity');
  await verifyPassword(await dummyHash, password);
  return false;
}
