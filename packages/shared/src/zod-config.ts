import { z } from 'zod';

/**
 * Default messages name the field, so an API validation error is readable as a toast
 * ("email is required") even where the spec gives no wording. Messages written in a schema
 * (the spec's exact strings) take precedence over these.
 */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = path?.[path.length - 1];
  return typeof last === 'string' ? last : 'value';
}

z.config({
  customError: (issue) => {
    const label = fieldLabel(issue.path);
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${label} must be a ${issue.expected}`;
      case 'too_small':
        return issue.origin === 'string'
          ? `${label} must be at least ${issue.minimum} characters`
          : `${label} must be at least ${issue.minimum}`;
      case 'too_big':
        return issue.origin === 'string'
          ? `${label} must be at most ${issue.maximum} characters`
          : `${label} must be at most ${issue.maximum}`;
      case 'unrecognized_keys':
        return `unknown field ${issue.keys.join(', ')}`;
      default:
        return `${label} is not valid`;
    }
  },
});

export { z };
