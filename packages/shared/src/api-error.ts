import type { ApiErrorBody } from './errors';

/**
 * The error body of a failed response, or null when it is not one: what apiErrorSchema accepts,
 * in plain code, so the web client can read errors on pages that load no schema library (the
 * prerendered pages' islands). api-error.test.ts keeps the two in step.
 */
export function readApiErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { code, message, field } = value as Record<string, unknown>;
  if (typeof code !== 'number' || Number.isNaN(code) || !Number.isFinite(code)) return null;
  if (typeof message !== 'string') return null;
  if (field !== undefined && typeof field !== 'string') return null;
  return field === undefined ? { code, message } : { code, message, field };
}
