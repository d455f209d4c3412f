import type { Canvas, Option, OptionKind } from '@canvas/shared';
import { makeSavedCanvas } from '@/testing/canvas-fixtures';
import type { MockResponse } from '@/testing/mock-api';

/** A saved student canvas as GET /api/canvas/{slug} answers it; override any part. */
export function makeCanvas(overrides: Partial<Canvas> = {}): Canvas {
  return makeSavedCanvas('Ava Stone', {
    educations: [
      {
        uuid: 'edu-1',
        schoolName: 'Aveda Institute Austin',
        schoolId: 12,
        program: { optionId: 2, name: 'Cosmetology' },
        graduationDate: '2025-06-01',
        gpa: 92,
        attendance: 97,
        hasWorkPermit: 'no',
        workPermitHour: null,
      },
    ],
    ...overrides,
  });
}

export const OPTIONS: Record<OptionKind, Option[]> = {
  category: [
    { id: 1, name: 'Hair Stylist', kind: 'category', licensed: true },
    { id: 3, name: 'Barber', kind: 'category', licensed: true },
  ],
  brand: [
    { id: 7, name: 'Redken', kind: 'brand' },
    { id: 8, name: 'Wella', kind: 'brand' },
  ],
  software: [{ id: 20, name: 'Vagaro', kind: 'software' }],
  speciality: [{ id: 30, name: 'Balayage', kind: 'speciality' }],
  paymentMode: [
    { id: 171, name: 'Commission', kind: 'paymentMode' },
    { id: 173, name: "Don't show", kind: 'paymentMode' },
  ],
  companyBenefit: [],
  charity: [],
  program: [
    { id: 2, name: 'Cosmetology', kind: 'program' },
    { id: 5, name: 'Esthetics', kind: 'program' },
  ],
  state: [
    { id: 44, name: 'Texas', kind: 'state', code: 'TX' },
    { id: 5, name: 'California', kind: 'state', code: 'CA' },
  ],
  jobTitle: [{ id: 60, name: 'Colorist', kind: 'jobTitle' }],
};

/** GET /api/option/customized?kind=official&types=["…"]: each asked catalogue, keyed by its name. */
export function optionsHandler({ url }: { url: string }): MockResponse {
  const kinds = JSON.parse(
    new URL(url, 'http://localhost').searchParams.get('types') ?? '[]',
  ) as OptionKind[];
  return { body: Object.fromEntries(kinds.map((kind) => [kind, OPTIONS[kind] ?? []])) };
}

export { AUSTIN } from '@/testing/fixtures';
