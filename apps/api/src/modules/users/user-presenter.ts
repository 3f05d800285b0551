import type { User } from '@staffing/shared/user-schemas';
import type { UserRecord } from './users-repository.ts';

// The user as every auth endpoint answers it (spec section 3). Nothing else leaves the server.
export function presentUser(user: UserRecord): User {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    ...(user.resumeName ? { resume: { name: user.resumeName } } : {}),
  };
}
