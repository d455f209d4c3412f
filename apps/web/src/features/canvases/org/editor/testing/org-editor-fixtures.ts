import type { Canvas, CanvasLocation, CanvasMember } from '@canvas/shared';
import { makeCanvas } from '../../../editor/testing/editor-fixtures';

/** A location of a business or school canvas as read; override any part. */
export function makeOrgLocation(overrides: Partial<CanvasLocation> = {}): CanvasLocation {
  return {
    uuid: 'loc-1',
    address: '500 Congress Ave, Austin, TX 78701',
    city: 'Austin',
    state: 'Texas',
    stateShort: 'TX',
    country: 'United States',
    countryShort: 'US',
    coordinates: [-97.7431, 30.2672],
    area: 1800,
    areaUnit: 'ft',
    chairAmount: 8,
    employeeAmount: 12,
    members: [],
    ...overrides,
  };
}

export function makeMember(overrides: Partial<CanvasMember> = {}): CanvasMember {
  return {
    uuid: 'member-1',
    type: 'employee',
    permission: { permission: 'canEdit' },
    role: 'Admin',
    memberUserId: 77,
    email: 'lee@salon.test',
    memberUser: { userId: 77, firstName: 'Lee', lastName: 'Park' },
    ...overrides,
  };
}

/**
 * A saved business canvas with everything publishing needs (name, contact number, a located
 * address), unpaid; override any part. `type: 'school'` makes it a school.
 */
export function makeOrgCanvas(overrides: Partial<Canvas> = {}): Canvas {
  const base = makeCanvas();
  return makeCanvas({
    id: 90,
    slug: 'salon-lumiere',
    type: 'business',
    owner: { id: 1, firstName: 'Ava', lastName: 'Stone', avatar: null },
    introduction: {
      ...base.introduction,
      name: 'Salon Lumière',
      headline: 'Colour studio in the heart of Austin',
      description: 'We are a team of twelve colourists.',
      reason: 'Paid education every month.',
    },
    detail: {
      locations: [makeOrgLocation()],
      categories: [
        { optionId: 1, name: 'Hair Stylist', licenseNumber: '', stateId: null, stateName: '', otherName: '' },
      ],
      primaryContactNumber: '5125550123',
      scSalonId: 1234567,
    },
    additionalInformation: {
      ...base.additionalInformation,
      backbarBrands: [{ optionId: 7, name: 'Redken' }],
      retailBrands: [{ optionId: 8, name: 'Wella' }],
      companyBenefits: [{ optionId: null, name: 'Paid education' }],
      softwares: [{ optionId: 20, name: 'Vagaro' }],
      specialities: [{ optionId: 30, name: 'Balayage' }],
      charities: [{ optionId: null, name: 'Locks of Love' }],
      paymentMode: { optionId: 171, name: 'Commission' },
    },
    educations: [],
    payorder: null,
    job: { now: 0, max: 0 },
    ...overrides,
  });
}

export const PAID = { status: 'succeeded', price: 9900 } as const;
