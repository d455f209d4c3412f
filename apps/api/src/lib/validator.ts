import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE, z } from '@canvas/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Refuses a NUL or a lone surrogate anywhere in a request part before the route's schema reads
 * it. PostgreSQL stores neither, so without this one check every string field of every route
 * (new ones included) would need its own refinement to avoid answering 500.
 */
function storableInput(schema: $ZodType) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = findUnstorableText(value);
      if (!path) return;
      const label = path.findLast((key) => typeof key === 'string') ?? 'value';
      context.addIssue({ code: 'custom', path, message: `${label} ${UNSTORABLE_TEXT_MESSAGE}` });
    })
    .pipe(schema);
}

/** fastify-type-provider-zod's compiler, fed the route's schema behind the storable-text check. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: storableInput(route.schema) });
