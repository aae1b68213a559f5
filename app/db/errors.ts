// What a database error means, the same on PGlite and PostgreSQL (both report SQLSTATE codes, often as the cause of
// Drizzle's own error).

/** A unique index or constraint refused the row; with `constraint`, only that one (its name contains it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505') return !constraint || typeof name !== 'string' || name.includes(constraint)
  }
  return false
}
