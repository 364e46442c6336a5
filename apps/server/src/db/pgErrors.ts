/** The SQLSTATE of a database error (PostgreSQL and PGlite both carry it as `code`). */
export function pgErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** A unique key refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/** A foreign key refused the change: another row still refers to this one (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === '23503';
