import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { resumeFileProblem } from './resume-file-problem';

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('resumeFileProblem', () => {
  it('asks for a file when none is chosen', () => {
    expect(resumeFileProblem(undefined)).toBe(MESSAGES.resumeRequired);
    expect(resumeFileProblem(null)).toBe(MESSAGES.resumeRequired);
  });

  it('accepts PDF and Word files, whatever the case of the extension', () => {
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf'))).toBeUndefined();
    expect(resumeFileProblem(fileOf('CV.PDF', 'application/pdf'))).toBeUndefined();
    expect(resumeFileProblem(fileOf('cv.doc', 'application/msword'))).toBeUndefined();
    expect(
      resumeFileProblem(
        fileOf(
          'cv.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      ),
    ).toBeUndefined();
    // Some systems do not know Word's type; the server checks the content anyway.
    expect(resumeFileProblem(fileOf('cv.docx', ''))).toBeUndefined();
  });

  it('refuses other extensions and types', () => {
    expect(resumeFileProblem(fileOf('cv.txt', 'text/plain'))).toBe(MESSAGES.resumeWrongType);
    expect(resumeFileProblem(fileOf('photo.png', 'image/png'))).toBe(MESSAGES.resumeWrongType);
    expect(resumeFileProblem(fileOf('cv.pdf.exe', 'application/pdf'))).toBe(
      MESSAGES.resumeWrongType,
    );
    expect(resumeFileProblem(fileOf('cv.pdf', 'text/html'))).toBe(MESSAGES.resumeWrongType);
  });

  it('allows exactly 5MB and refuses one byte more', () => {
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf', 5_242_880))).toBeUndefined();
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf', 5_242_881))).toBe(
      MESSAGES.resumeTooLarge,
    );
  });

  it('treats an empty file as no file', () => {
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf', 0))).toBe(MESSAGES.resumeRequired);
  });
});
