import { messages, OTHER_CATEGORY_ID } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import {
  categoriesFromTags,
  companyInfoInput,
  contactDigits,
  type InviteDraft,
  inviteEmailErrors,
  inviteMembers,
  missingCompanyInfoFields,
  missingSchoolInfoFields,
  schoolInfoInput,
  scSalonIdDigits,
  scSalonIdError,
  scSalonIdToStore,
  stripSlashes,
  tagsFromCategories,
} from './info-model';

const placed = { address: '512 Congress Ave, Austin, TX 78701' };
const blank = { address: '  ' };

describe('company info: missing items by label (spec 2 §5 "Company info")', () => {
  const complete = {
    companyName: 'Luxe Hair',
    categories: [{ optionId: 1, name: 'Hair Salon' }],
    locations: [placed],
  };

  it('needs nothing more when the name, a category and every address are there', () => {
    expect(missingCompanyInfoFields(complete)).toEqual([]);
  });

  it("lists 'Company name', 'Business category' and 'Location' in that order", () => {
    expect(missingCompanyInfoFields({ companyName: ' ', categories: [], locations: [] })).toEqual([
      'Company name',
      'Business category',
      'Location',
    ]);
    expect(messages.businessCategoryRequired).toBe('Business category');
  });

  it("lists 'Location' when any location, default or extra, has no address", () => {
    expect(missingCompanyInfoFields({ ...complete, locations: [placed, blank] })).toEqual(['Location']);
    expect(missingCompanyInfoFields({ ...complete, locations: [blank, placed] })).toEqual(['Location']);
  });

  it('counts a category only when it has a name', () => {
    expect(missingCompanyInfoFields({ ...complete, categories: [{ optionId: null, name: ' ' }] })).toEqual([
      'Business category',
    ]);
  });
});

describe('school info: missing items by label (spec 2 §5 "School info")', () => {
  it("lists 'School name', 'Your title' and 'Location' (default and all extras)", () => {
    expect(missingSchoolInfoFields({ schoolName: '', title: '', locations: [] })).toEqual([
      'School name',
      'Your title',
      'Location',
    ]);
    expect(
      missingSchoolInfoFields({ schoolName: 'Aveda', title: 'Director', locations: [placed, blank] }),
    ).toEqual(['Location']);
    expect(missingSchoolInfoFields({ schoolName: 'Aveda', title: 'Director', locations: [placed] })).toEqual(
      [],
    );
  });
});

describe('input rules (spec 2 §5)', () => {
  it('drops slashes from a company or school name', () => {
    expect(stripSlashes('Hair/Nails //Studio')).toBe('HairNails Studio');
  });

  it('keeps digits only in the contact number', () => {
    expect(contactDigits('+1 (512) 555-01.23e')).toBe('15125550123');
  });

  it('keeps the account number to digits, at most 10', () => {
    expect(scSalonIdDigits('12-34 5678 9012')).toBe('1234567890');
    expect(scSalonIdError('')).toBeNull();
    expect(scSalonIdError('1234567890')).toBeNull();
    expect(scSalonIdError('12345678901')).toBe(messages.scSalonIdInvalid);
    expect(scSalonIdError('12a')).toBe(messages.scSalonIdInvalid);
  });

  it('stores the account number only when it is new', () => {
    expect(scSalonIdToStore('', null)).toBeNull();
    expect(scSalonIdToStore('0042', 42)).toBeNull();
    expect(scSalonIdToStore('0042', null)).toBe(42);
    expect(scSalonIdToStore('12345678901', null)).toBeNull();
  });
});

describe('employees to invite', () => {
  const draft = (email: string, key = email): InviteDraft => ({ key, email, role: 'Teacher' });

  it("marks each filled row with a bad email 'Invalid Email Address' and ignores empty rows", () => {
    expect(inviteEmailErrors([draft('ok@school.edu'), draft('nope', 'b'), draft('  ', 'c')])).toEqual({
      b: 'Invalid Email Address',
    });
    expect(messages.inviteEmailInvalid).toBe('Invalid Email Address');
  });

  it('sends each email once with its role, trimmed', () => {
    expect(inviteMembers([draft(' a@school.edu ', '1'), draft('A@school.edu', '2'), draft('', '3')])).toEqual(
      [{ email: 'a@school.edu', role: 'Teacher' }],
    );
  });
});

describe('saving', () => {
  it('stores business categories as catalogue options, typed ones as Other with their name', () => {
    const categories = categoriesFromTags([
      { optionId: 1, name: 'Hair Salon' },
      { optionId: null, name: 'Lash Bar' },
    ]);
    expect(categories).toEqual([
      { optionId: 1, name: 'Hair Salon' },
      { optionId: OTHER_CATEGORY_ID, name: 'Lash Bar', otherName: 'Lash Bar' },
    ]);
    expect(
      tagsFromCategories([
        { optionId: 1, name: 'Hair Salon', licenseNumber: '', stateId: null, stateName: '', otherName: '' },
        {
          optionId: 0,
          name: 'Lash Bar',
          licenseNumber: '',
          stateId: null,
          stateName: '',
          otherName: 'Lash Bar',
        },
      ]),
    ).toEqual([
      { optionId: 1, name: 'Hair Salon' },
      { optionId: null, name: 'Lash Bar' },
    ]);
  });

  it('puts the company name in introduction.name and the rest in detail', () => {
    expect(
      companyInfoInput({ companyName: ' Luxe ', contactNumber: '5125550123', categories: [], locations: [] }),
    ).toEqual({
      introduction: { name: 'Luxe' },
      detail: { primaryContactNumber: '5125550123', categories: [], locations: [] },
    });
  });

  it('puts the school name in introduction.name and the title in introduction.title', () => {
    expect(
      schoolInfoInput({ schoolName: 'Aveda', title: ' Director ', contactNumber: '', locations: [] }),
    ).toEqual({
      introduction: { name: 'Aveda', title: 'Director' },
      detail: { primaryContactNumber: '', locations: [] },
    });
  });
});
