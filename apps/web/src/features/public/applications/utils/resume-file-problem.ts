import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MIME_TYPES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';

const ALLOWED_TYPES: readonly string[] = Object.values(RESUME_MIME_TYPES);
// Some systems label Word files generically (or not at all); the server decides from the
// bytes anyway, so only a type that clearly is something else is refused here.
const UNKNOWN_TYPES: readonly string[] = ['', 'application/octet-stream'];

// The spec's client checks for a resume, in its order: chosen, PDF or Word, under 5MB.
// Returns the message to show, or undefined when the file may be sent.
export function resumeFileProblem(file: File | null | undefined): string | undefined {
  if (!file || (file.size === 0 && file.name === '')) return MESSAGES.resumeRequired;
  const name = file.name.toLowerCase();
  const hasAllowedExtension = RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
  const type = file.type.toLowerCase();
  if (!hasAllowedExtension || !(ALLOWED_TYPES.includes(type) || UNKNOWN_TYPES.includes(type))) {
    return MESSAGES.resumeWrongType;
  }
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  if (file.size === 0) return MESSAGES.resumeRequired;
  return undefined;
}
