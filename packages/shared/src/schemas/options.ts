import { z } from '../zod-config';
import { dbInt } from './primitives';

/** The option catalogues (spec 2 §7 Options). */
export const OPTION_KINDS = [
  'category',
  'brand',
  'software',
  'speciality',
  'paymentMode',
  'companyBenefit',
  'charity',
  'program',
  'state',
  'jobTitle',
] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** official = the curated catalogues; unofficial = what members typed that no catalogue holds. */
export const OPTION_SOURCES = ['official', 'unofficial'] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

const isOptionKind = (value: unknown): value is OptionKind =>
  typeof value === 'string' && (OPTION_KINDS as readonly string[]).includes(value);

/**
 * `types` arrives as a JSON list in the query string (spec 1 §7), e.g. `["category","brand"]`.
 * Every problem is reported on `types` itself (never on an element), so the error names the field.
 */
const optionTypesSchema = z
  .string()
  .max(400)
  .transform((raw, ctx): OptionKind[] => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fail('types must be a JSON list of catalogue names');
    }
    if (!Array.isArray(parsed)) return fail('types must be a JSON list of catalogue names');
    if (parsed.length === 0) return fail('types must name at least one catalogue');
    const unknown = parsed.find((value) => !isOptionKind(value));
    if (unknown !== undefined) return fail(`types ${JSON.stringify(unknown)} is not a catalogue`);
    const kinds = parsed.filter(isOptionKind);
    if (new Set(kinds).size !== kinds.length) return fail('types names a catalogue twice');
    return kinds;
  });

/** `GET /api/option/customized?kind=official|unofficial&types=["category","brand"]`. */
export const optionQuerySchema = z.object({
  kind: z.enum(OPTION_SOURCES),
  types: optionTypesSchema,
});
export type OptionQueryInput = z.input<typeof optionQuerySchema>;

/** One curated catalogue entry. */
export const optionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(OPTION_KINDS),
  /** Categories: whether the category needs a state licence. States: the USPS code. */
  licensed: z.boolean().optional(),
  code: z.string().optional(),
});
export type Option = z.infer<typeof optionSchema>;

/** A value members typed that no catalogue holds, with how many public canvases use it. */
export const unofficialOptionSchema = z.object({
  name: z.string(),
  count: z.number().int().positive(),
});
export type UnofficialOption = z.infer<typeof unofficialOptionSchema>;

/** kind=official: each requested catalogue, keyed by its name (only the requested keys). */
export const officialOptionsSchema = z.partialRecord(z.enum(OPTION_KINDS), z.array(optionSchema));
export type OfficialOptions = z.infer<typeof officialOptionsSchema>;
/** kind=unofficial: each requested catalogue's typed values, most used first. */
export const unofficialOptionsSchema = z.partialRecord(z.enum(OPTION_KINDS), z.array(unofficialOptionSchema));
export type UnofficialOptions = z.infer<typeof unofficialOptionsSchema>;
export const optionsResultSchema = z.union([officialOptionsSchema, unofficialOptionsSchema]);

/** `PUT /api/option/school/search` {keyword, tactics}. */
export const schoolSearchSchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  tactics: z.array(dbInt()).max(5).default([2, 20]),
});
export const schoolOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export const schoolSearchResultSchema = z.object({ list: z.array(schoolOptionSchema) });
