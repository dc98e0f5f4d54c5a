import type { z } from 'zod';

/**
 * Checks a form's values with the contract's schema, the one the server checks the request with, and
 * answers the first message for each field that fails (keyed by the field's name), or nothing when
 * the values pass. For forms whose fields are not react-hook-form's (a star picker, a text of a dialog).
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
