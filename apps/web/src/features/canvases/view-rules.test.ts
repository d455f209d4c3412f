import { HIDDEN_PAYMENT_MODE_ID, HIDDEN_PAYMENT_MODE_NAME } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { makeCanvas } from './canvas-fixtures';
import { workPerSlide } from './components/canvas-view/canvas-view';
import {
  canvasShareUrl,
  chunk,
  kpiLines,
  previewList,
  showsCarouselArrows,
  showsOpenToOpportunity,
  truncateText,
  visiblePaymentMode,
  visiblePronoun,
} from './components/canvas-view/view-rules';

describe('description truncation (spec 2 §5: 200 characters)', () => {
  it('keeps text of 200 characters whole and cuts longer text', () => {
    expect(truncateText('a'.repeat(200))).toEqual({ text: 'a'.repeat(200), isTruncated: false });
    const cut = truncateText('word '.repeat(60));
    expect(cut.isTruncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(201);
    expect(cut.text.endsWith('…')).toBe(true);
  });
});

describe("preview lists of 8 with '+N' (spec 2 §9)", () => {
  it('shows up to 8 items as they are', () => {
    expect(previewList([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ visible: [1, 2, 3, 4, 5, 6, 7, 8], more: 0 });
  });
  it('shows 7 and +N (count minus 7) beyond 8', () => {
    expect(previewList([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ visible: [1, 2, 3, 4, 5, 6, 7], more: 2 });
    expect(previewList(Array.from({ length: 20 }, (_, index) => index)).more).toBe(13);
  });
});

describe('work carousel (spec 2 §9: 3 per slide, 1 on mobile, arrows from 4 items)', () => {
  it('uses 3 per slide from 1024 px and 1 below', () => {
    expect(workPerSlide(1024)).toBe(3);
    expect(workPerSlide(1440)).toBe(3);
    expect(workPerSlide(1023)).toBe(1);
    expect(workPerSlide(375)).toBe(1);
  });
  it('groups items into slides and shows arrows from 4 items at 3 per slide', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(showsCarouselArrows(3, 3)).toBe(false);
    expect(showsCarouselArrows(4, 3)).toBe(true);
    expect(showsCarouselArrows(2, 1)).toBe(true);
  });
});

describe('header facts', () => {
  it('hides pronouns for the listed owner ids and for "Prefer not to say"', () => {
    const canvas = makeCanvas({ pronouns: 'She/Her' });
    expect(visiblePronoun(canvas)).toBe('She/Her');
    expect(visiblePronoun(canvas, [canvas.owner.id])).toBeNull();
    expect(visiblePronoun(makeCanvas({ pronouns: 'Prefer not to say' }))).toBeNull();
  });
  it("shows 'Open to Opportunity' only when open and shown", () => {
    expect(showsOpenToOpportunity(makeCanvas({ introduction: { opportunityStatus: true } }))).toBe(true);
    expect(
      showsOpenToOpportunity(
        makeCanvas({ introduction: { opportunityStatus: true, showOpportunityStatus: false } }),
      ),
    ).toBe(false);
    expect(showsOpenToOpportunity(makeCanvas({ introduction: { opportunityStatus: false } }))).toBe(false);
  });
});

describe("payment preference 'Don't show' (id 173) is hidden (spec 2 §9)", () => {
  it('hides it by id or by name and shows any other', () => {
    expect(visiblePaymentMode({ paymentMode: { optionId: HIDDEN_PAYMENT_MODE_ID, name: 'x' } })).toBeNull();
    expect(visiblePaymentMode({ paymentMode: { optionId: 9, name: HIDDEN_PAYMENT_MODE_NAME } })).toBeNull();
    expect(visiblePaymentMode({ paymentMode: { optionId: 170, name: 'Commission' } })?.name).toBe(
      'Commission',
    );
  });
});

describe('links', () => {
  it('builds the canvas link {origin}/canvas/{slug}', () => {
    expect(canvasShareUrl('https://canvas.example/', 'maya-lopez')).toBe(
      'https://canvas.example/canvas/maya-lopez',
    );
  });
  it('formats only the KPIs that were filled in', () => {
    const lines = kpiLines({
      newGuestsPerMonth: 1200,
      newClientRetention: 64,
      repeatClientRetention: null,
      annualFrequencyOfVisit: null,
      combinedAverageTicket: 85.5,
      productivity: null,
      serviceToRetailSales: null,
    });
    expect(lines.map((line) => line.value)).toEqual(['1,200', '64%', '$85.5']);
  });
});
