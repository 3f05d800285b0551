// Both drivers report a unique-constraint violation differently; callers only need to know
// that a concurrent insert won the race.
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    code === '23505' || // PostgreSQL unique_violation
    /UNIQUE constraint failed/i.test(error.message) // SQLite
  );
}
