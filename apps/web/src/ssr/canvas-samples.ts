import type { PublicPageInput } from './public-page';

/** A student's and a professional's public canvas, every section filled (filled in next). */
export const CANVAS_PERSON_SAMPLES: PublicPageInput[] = [];

/** A salon's and a school's public canvas with their opportunities (filled in next). */
export const CANVAS_ORG_SAMPLES: PublicPageInput[] = [];
