import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  missingOpportunityFields,
  OPPORTUNITY_DEFAULT_EXPIRY_DAYS,
  opportunityInputSchema,
} from './opportunity';

const complete = () =>
  opportunityInputSchema.parse({
    canvasId: 1,
    jobTitle: { optionId: 3, name: 'Stylist' },
    locationUuid: 'loc-1',
    editor: '<p>Join us</p>',
    media: {
      thumbPhoto: { url: 'https://cdn.example.com/a.jpg', type: 'thumbnailPhoto' },
    },
    additional: { website: 'salon.example.com', paymentStructure: { optionId: 1, name: 'Hourly' } },
  });

describe('the required fields of a public opportunity (spec 3 §8)', () => {
  it('lists nothing when every field is there', () => {
    expect(missingOpportunityFields(complete())).toEqual([]);
  });

  it('lists every missing label in the spec order', () => {
    const values = opportunityInputSchema.parse({ canvasId: 1, editor: '<p> &nbsp;</p>' });
    expect(missingOpportunityFields(values)).toEqual([
      messages.opportunityRequiredWebsite,
      messages.opportunityRequiredLocation,
      messages.opportunityRequiredJobTitle,
      messages.opportunityRequiredDescription,
      messages.opportunityRequiredPaymentStructure,
      messages.opportunityRequiredThumbnail,
    ]);
  });

  it("asks for 'Your job title' when Other has no custom title", () => {
    const values = { ...complete(), jobTitle: { optionId: 0, name: 'Other' } };
    expect(missingOpportunityFields(values)).toEqual([messages.opportunityRequiredCustomJobTitle]);
  });

  it('accepts a national opportunity without a location', () => {
    const values = { ...complete(), locationUuid: null, validForAllState: true };
    expect(missingOpportunityFields(values)).toEqual([]);
  });
});

describe('opportunity constants and messages', () => {
  it('expires 3650 days ahead by default (spec 1 §5)', () => {
    expect(OPPORTUNITY_DEFAULT_EXPIRY_DAYS).toBe(3650);
  });

  it('words the quota message as the spec does', () => {
    expect(messages.opportunityQuotaReached('help@x.com')).toBe(
      'Your current membership and plan does not cover this opportunity post. Please check your membership setting or contact support at help@x.com',
    );
  });
});
