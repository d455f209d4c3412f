import type { FormErrors } from '@mantine/form';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';

/**
 * The form recipe (docs/guiding-principles.md): Mantine's `useForm`, validated by the shared zod
 * contract through `zodFormResolver`, a server refusal naming a field put on that field with
 * `setServerFieldError`, and any other refusal shown by `<FormError>` (components/form-error.tsx).
 *
 * Only types come from zod here: a page pays for zod only when it uses a schema (the prerendered
 * contact form validates with the zod-free `contactFormErrors` from the same package instead).
 */

/**
 * Mantine `validate` from a shared zod schema: each field gets the first message of its issues,
 * with the path as Mantine writes it (`educations.0.schoolName`). Issues about fields the form
 * does not have (`platformType`, added by `toInput`) are left to the server: the form could not
 * show them, and they must not block the submit.
 */
export function zodFormResolver<Values extends object>(
  schema: ZodType,
  /** The form's values as the contract expects them (added constants, renamed fields). */
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const [first] = issue.path;
      if (first === undefined || !Object.hasOwn(values, first)) continue;
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
}

/** What `setServerFieldError` needs of a Mantine form (any values type). */
export interface FormWithFields {
  getValues: () => object;
  setFieldError: (path: string, error: string) => void;
}

/** The form field a server refusal names (`ApiError.field`), when the form has that field. */
export function serverErrorField(error: unknown, form: Pick<FormWithFields, 'getValues'>): string | null {
  if (!isApiError(error) || !error.field) return null;
  return Object.hasOwn(form.getValues(), error.field) ? error.field : null;
}

/**
 * Puts a server refusal on the field it names (the API answers `{ code, message, field }` for
 * validation errors). Returns false when it names no field of this form: `<FormError>` shows it.
 */
export function setServerFieldError(form: FormWithFields, error: unknown): boolean {
  const field = serverErrorField(error, form);
  if (field === null || !isApiError(error)) return false;
  form.setFieldError(field, error.message);
  return true;
}
