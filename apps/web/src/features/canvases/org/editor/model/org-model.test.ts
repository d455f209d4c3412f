import type { CanvasLocation } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { makeMember, makeOrgCanvas, makeOrgLocation, PAID } from '../testing/org-editor-fixtures';
import {
  draftLocations,
  normalizeLocation,
  orgDraftFingerprint,
  orgDraftFromCanvas,
  orgDraftToInput,
  orgDraftToPreviewCanvas,
} from './org-draft';
import { isPaid, orgPanelSummaries, orgPublishMissing, orgRoutes, panelOfField } from './org-rules';

/** A location as the inputs hold it while a count is cleared (the schema's types do not admit null). */
function typedLocation(patch: Record<string, unknown>): CanvasLocation {
  return { ...makeOrgLocation(), ...patch } as CanvasLocation;
}

describe('the editor-side model (spec 2 §3)', () => {
  it('reads a canvas into the spec’s fields: the first location is the default, the rest are extra', () => {
    const second = makeOrgLocation({ uuid: 'loc-2', address: '1 Main St' });
    const canvas = makeOrgCanvas({
      detail: { ...makeOrgCanvas().detail, locations: [makeOrgLocation(), second] },
      instagramHandle: '',
      socialMedia: { instagram: 'salon.lumiere', youtube: '', facebook: 'fb.com/lumiere', tiktok: '' },
    });
    const draft = orgDraftFromCanvas(canvas);
    expect(draft).toMatchObject({
      companyName: 'Salon Lumière',
      headline: 'Colour studio in the heart of Austin',
      desc: 'We are a team of twelve colourists.',
      whyJoin: 'Paid education every month.',
      contactNumber: '5125550123',
      defaultLocation: { uuid: 'loc-1' },
      extraLocations: [{ uuid: 'loc-2' }],
      instagramHandle: 'salon.lumiere',
    });
    expect(draft.additional.backbarBrands).toEqual([{ optionId: 7, name: 'Redken' }]);
    expect(draftLocations(draft).map((location) => location.uuid)).toEqual(['loc-1', 'loc-2']);
  });

  it('a canvas without locations has no default location yet', () => {
    const draft = orgDraftFromCanvas(makeOrgCanvas({ detail: { ...makeOrgCanvas().detail, locations: [] } }));
    expect(draft.defaultLocation).toBeNull();
    expect(draftLocations(draft)).toEqual([]);
  });

  it('round trip: canvas → draft → input carries every edited part, and → preview gives the canvas back', () => {
    const canvas = makeOrgCanvas({
      media: {
        ...makeOrgCanvas().media,
        logo: { url: '/media/logo.png', type: 'logo', video: false },
        additionalVideo: [
          { url: '/media/v.mp4', type: 'additionalVideo', video: true, title: 'Additional Video 1' },
        ],
      },
      achievements: [
        {
          uuid: 'a1',
          title: 'NAHA',
          issuer: 'PBA',
          issueYear: '2023',
          clubName: '',
          isUserAchievement: false,
        },
      ],
    });
    const draft = orgDraftFromCanvas(canvas);
    const input = orgDraftToInput(draft);
    expect(input.introduction).toEqual({
      name: 'Salon Lumière',
      headline: 'Colour studio in the heart of Austin',
      description: 'We are a team of twelve colourists.',
      reason: 'Paid education every month.',
    });
    expect(input.detail).toEqual({
      primaryContactNumber: '5125550123',
      categories: canvas.detail.categories,
      locations: canvas.detail.locations,
    });
    // The retail-partner number has its own call; a save never sends (or resets) it.
    expect(input.detail).not.toHaveProperty('scSalonId');
    expect(input.media?.logo?.url).toBe('/media/logo.png');
    expect(input.media?.additionalVideo).toHaveLength(1);
    expect(input.achievements).toEqual(canvas.achievements);
    expect(input.additionalInformation).toMatchObject({
      paymentModeId: 171,
      charities: [{ name: 'Locks of Love' }],
    });
    expect(input.additionalInformation).not.toHaveProperty('paymentMode');
    expect(orgDraftToPreviewCanvas(canvas, draft)).toEqual(canvas);
    expect(orgDraftFromCanvas(orgDraftToPreviewCanvas(canvas, draft))).toEqual(draft);
  });

  it('the preview follows the draft as typed', () => {
    const canvas = makeOrgCanvas();
    const draft = {
      ...orgDraftFromCanvas(canvas),
      companyName: 'Lumière Studio',
      instagramHandle: '@lumi ère!',
    };
    const preview = orgDraftToPreviewCanvas(canvas, draft);
    expect(preview.introduction.name).toBe('Lumière Studio');
    expect(preview.instagramHandle).toBe('lumire');
    expect(preview.socialMedia.instagram).toBe('lumire');
  });

  it('equal drafts have equal fingerprints; any edit changes it', () => {
    const draft = orgDraftFromCanvas(makeOrgCanvas());
    expect(orgDraftFingerprint({ ...draft })).toBe(orgDraftFingerprint(draft));
    expect(orgDraftFingerprint({ ...draft, headline: 'New' })).not.toBe(orgDraftFingerprint(draft));
  });
});

describe('normalisation on save (spec 2 §5)', () => {
  it('empty employees, chairs and area become 0', () => {
    const location = typedLocation({ area: null, chairAmount: null, employeeAmount: undefined });
    expect(normalizeLocation(location)).toMatchObject({ area: 0, chairAmount: 0, employeeAmount: 0 });
    expect(normalizeLocation(typedLocation({ area: Number.NaN })).area).toBe(0);
  });

  it('empty day and night students become null; counts typed are kept', () => {
    const school = typedLocation({ dayStudents: undefined, nightStudents: 40, isAccredited: true });
    expect(normalizeLocation(school)).toMatchObject({ dayStudents: null, nightStudents: 40 });
    const cleared = typedLocation({ dayStudents: null, nightStudents: Number.NaN });
    expect(normalizeLocation(cleared)).toMatchObject({ dayStudents: null, nightStudents: null });
  });

  it('a business location gets no student fields', () => {
    expect(normalizeLocation(makeOrgLocation())).not.toHaveProperty('dayStudents');
  });

  it('the input sends every location normalised, the default first', () => {
    const draft = {
      ...orgDraftFromCanvas(makeOrgCanvas()),
      extraLocations: [typedLocation({ uuid: 'loc-2', area: null, chairAmount: null, employeeAmount: null })],
    };
    const locations = orgDraftToInput(draft).detail?.locations ?? [];
    expect(locations.map((location) => location.uuid)).toEqual(['loc-1', 'loc-2']);
    expect(locations[1]).toMatchObject({ area: 0, chairAmount: 0, employeeAmount: 0 });
  });

  it('the Instagram handle keeps only letters, digits, dots and underscores', () => {
    const draft = { ...orgDraftFromCanvas(makeOrgCanvas()), instagramHandle: '@salon.lumière_1!' };
    expect(orgDraftToInput(draft)).toMatchObject({
      instagramHandle: 'salon.lumire_1',
      socialMedia: { instagram: 'salon.lumire_1' },
    });
  });
});

describe('publishing rules (spec 2 §5)', () => {
  const missingOf = (type: 'business' | 'school', patch: Partial<ReturnType<typeof orgDraftFromCanvas>>) => {
    const canvas = makeOrgCanvas({ type });
    return orgPublishMissing(type, canvas, { ...orgDraftFromCanvas(canvas), ...patch });
  };

  it('a complete canvas misses nothing', () => {
    expect(missingOf('business', {})).toEqual([]);
    expect(missingOf('school', {})).toEqual([]);
  });

  it("business: 'Company name', 'Primary contact number' and 'Location', in that order", () => {
    expect(missingOf('business', { companyName: ' ', contactNumber: '', defaultLocation: null })).toEqual([
      'Company name',
      'Primary contact number',
      'Location',
    ]);
  });

  it("school: the name is labelled 'School name'", () => {
    expect(missingOf('school', { companyName: '' })).toEqual(['School name']);
  });

  it("at least one location is required ('Location')", () => {
    expect(missingOf('business', { defaultLocation: null, extraLocations: [] })).toEqual(['Location']);
  });

  it("every extra location needs an address ('Location')", () => {
    const extra = makeOrgLocation({ uuid: 'loc-2', address: '  ', coordinates: null });
    expect(missingOf('school', { extraLocations: [extra] })).toEqual(['Location']);
  });

  it('the default location needs an address too', () => {
    expect(missingOf('business', { defaultLocation: makeOrgLocation({ address: '' }) })).toEqual([
      'Location',
    ]);
  });

  it("'Take me there' opens the panel holding the field", () => {
    expect(panelOfField('Company name')).toBe('introduction');
    expect(panelOfField('School name')).toBe('introduction');
    expect(panelOfField('Primary contact number')).toBe('details');
    expect(panelOfField('Location')).toBe('details');
  });
});

describe('the publish gate’s rules (spec 2 §4)', () => {
  it("a canvas is paid only when its payment order 'succeeded'", () => {
    expect(isPaid({ payorder: PAID })).toBe(true);
    expect(isPaid({ payorder: { status: 'pending', price: 9900 } })).toBe(false);
    expect(isPaid({ payorder: null })).toBe(false);
  });

  it('routes: payment page per type, fromPost carried on', () => {
    expect(orgRoutes('business', false).payment('salon-lumiere')).toBe('/business-payment/salon-lumiere');
    expect(orgRoutes('school', true).payment('bella')).toBe('/school-payment/bella?isPostOpportunity=true');
    expect(orgRoutes('business', true).preview(90)).toBe('/business-canvas/preview/90?fromPost=true');
    expect(orgRoutes('school', false).preview(90)).toBe('/school-canvas/preview/90');
    expect(orgRoutes('business', true).editor('salon-lumiere')).toBe(
      '/business-canvas/salon-lumiere?fromPost=true',
    );
  });

  it("'Edit Basic Info' returns to /company-info?slug= or /school-info?slug=", () => {
    expect(orgRoutes('business', false).basicInfo('salon-lumiere')).toBe('/company-info?slug=salon-lumiere');
    expect(orgRoutes('business', true).basicInfo('salon-lumiere')).toBe(
      '/company-info?slug=salon-lumiere&fromPost=true',
    );
    expect(orgRoutes('school', false).basicInfo('bella')).toBe('/school-info?slug=bella');
  });
});

describe('panel summaries', () => {
  it('say what each panel holds', () => {
    const canvas = makeOrgCanvas({
      detail: { ...makeOrgCanvas().detail, locations: [makeOrgLocation({ members: [makeMember()] })] },
    });
    const summaries = orgPanelSummaries('business', orgDraftFromCanvas(canvas));
    expect(summaries.introduction).toBe('4 of 4 filled');
    expect(summaries.details).toBe('1 location · 1 team member');
    expect(summaries.additional).toBe('6 tags');
    expect(summaries.awards).toBe('Awards and certifications');
  });
});
