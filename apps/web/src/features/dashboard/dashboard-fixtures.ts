import type { MyCanvas } from '@canvas/shared';

/** A canvas of the dashboard switcher, for tests: a paid salon owned by the reader unless overridden. */
export function makeDashboardCanvas(overrides: Partial<MyCanvas> = {}): MyCanvas {
  return {
    id: 7,
    slug: 'marigold-mane',
    type: 'business',
    status: 'public',
    name: 'Marigold & Mane',
    title: '',
    image: null,
    completion: 80,
    updatedAt: '2026-11-20T10:00:00.000Z',
    memberRole: null,
    payorder: { status: 'succeeded', price: 4900 },
    job: { now: 3, max: 10 },
    ...overrides,
  };
}
