import { msg } from '@lingui/core/macro';
import type { User } from '@staffing/shared/user-schemas';

// What the apply form fills in for a signed-in visitor, and no more of the session: it is
// written into the page as the apply island's props.
export function applicantOf(
  user: User | null | undefined,
): { firstName: string; lastName: string; email: string } | null {
  return user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null;
}

// Said where the apply button would be when scripts are off: the form sends a resume.
export const APPLY_NEEDS_SCRIPT = msg`Applying online needs JavaScript. Turn it on in your browser to send your resume.`;
