import { type Education, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { draftFingerprint, draftToInput, emptyDraft, saveEducationInList, saveInList } from './draft';
import {
  awardFromForm,
  awardTitleError,
  canSaveAward,
  categoryError,
  categoryListErrors,
  clampKpi,
  educationModalError,
  KPI_FIELDS,
  missingEducationStepFields,
  truncateDescription,
} from './rules';

const NOW = new Date(2025, 4, 14, 10, 0, 0);

function education(overrides: Partial<Education> = {}): Education {
  return {
    uuid: 'e1',
    schoolName: 'Aveda Institute',
    schoolId: 4,
    program: { optionId: 2, name: 'Cosmetology' },
    graduationDate: '2025-06-01',
    gpa: null,
    attendance: null,
    hasWorkPermit: 'no',
    workPermitHour: null,
    ...overrides,
  };
}

describe('normalisation before sending (spec 2 §5)', () => {
  it('sends years of experience -1 (None) as null', () => {
    const input = draftToInput(emptyDraft('Ava'), NOW);
    expect(input.introduction?.yearOfExperience).toBeNull();
  });

  it('clears the relocation list when Willing to relocate is No', () => {
    const draft = emptyDraft();
    draft.introduction.isRelocated = false;
    draft.introduction.relocateTo = ['Austin, TX'];
    expect(draftToInput(draft, NOW).introduction?.relocateTo).toEqual([]);
  });

  it('drops categories with id -1 and replaces the name Other with the typed name', () => {
    const draft = emptyDraft();
    draft.categories = [
      { optionId: -1, name: '', licenseNumber: '', stateId: null, stateName: '', otherName: '' },
      {
        optionId: 0,
        name: 'Other',
        licenseNumber: 'L-1',
        stateId: null,
        stateName: '',
        otherName: 'Lash artist',
      },
      { optionId: 3, name: 'Barber', licenseNumber: '', stateId: 5, stateName: 'Texas', otherName: '' },
    ];
    const categories = draftToInput(draft, NOW).detail?.categories ?? [];
    expect(categories.map((category) => [category.optionId, category.name])).toEqual([
      [0, 'Lash artist'],
      [3, 'Barber'],
    ]);
  });

  it('drops educations with no school name and defaults the graduation date to today', () => {
    const draft = emptyDraft();
    draft.educations = [
      education({ uuid: 'a', schoolName: '  ' }),
      education({ uuid: 'b', graduationDate: null }),
    ];
    const educations = draftToInput(draft, NOW).educations ?? [];
    expect(educations).toHaveLength(1);
    expect(educations[0]?.uuid).toBe('b');
    expect(educations[0]?.graduationDate).toBe('2025-05-14');
  });

  it("clears the company type of a 'Non Beauty Industry' job and the end date of a current one", () => {
    const draft = emptyDraft();
    draft.employments = [
      {
        uuid: 'j1',
        title: 'Manager',
        jobCategory: '',
        position: '',
        company: 'Cafe',
        startDate: '2020-01-01',
        endDate: '2021-01-01',
        isCurrentWork: true,
        description: '',
        industry: 'Non Beauty Industry',
        companyType: 'Salon',
      },
    ];
    const [job] = draftToInput(draft, NOW).employments ?? [];
    expect(job?.companyType).toBeNull();
    expect(job?.endDate).toBeNull();
  });

  it('strips the Instagram handle to letters, digits, dots and underscores', () => {
    const draft = emptyDraft();
    draft.instagramHandle = '@ava.stone_hair!';
    const input = draftToInput(draft, NOW);
    expect(input.instagramHandle).toBe('ava.stone_hair');
    expect(input.socialMedia?.instagram).toBe('ava.stone_hair');
  });

  it('sends the payment preference as paymentModeId, including Don’t show (173)', () => {
    const draft = emptyDraft();
    draft.additionalInformation.paymentMode = { optionId: 173, name: "Don't show" };
    expect(draftToInput(draft, NOW).additionalInformation?.paymentModeId).toBe(173);
  });

  it('leaves an invalid booking link out of the payload and sends a valid one', () => {
    const draft = emptyDraft();
    draft.bookingUrl = 'not a link';
    expect(draftToInput(draft, NOW)).not.toHaveProperty('bookingUrl');
    draft.bookingUrl = ' book.example.com/ava ';
    expect(draftToInput(draft, NOW).bookingUrl).toBe('book.example.com/ava');
  });

  it('gives equal drafts equal fingerprints and a changed draft a new one', () => {
    const draft = emptyDraft('Ava');
    expect(draftFingerprint(draft)).toBe(draftFingerprint(emptyDraft('Ava')));
    expect(draftFingerprint({ ...draft, bookingUrl: '@ava' })).not.toBe(draftFingerprint(draft));
  });
});

describe('saving an entry from its dialog', () => {
  it('replaces the entry at its index, and appends a new one', () => {
    expect(saveInList(['a', 'b'], 'B', 1)).toEqual(['a', 'B']);
    expect(saveInList(['a', 'b'], 'c', 'new')).toEqual(['a', 'b', 'c']);
    expect(saveInList(['a', 'b'], 'c', null)).toEqual(['a', 'b', 'c']);
    // An award is found by its uuid: not found (-1) is a new one.
    expect(saveInList(['a', 'b'], 'c', -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('education list save (spec 2 §4)', () => {
  const empty = education({ uuid: 'blank', schoolName: '', program: null });

  it('replaces a single empty entry with the new one', () => {
    expect(saveEducationInList([empty], education({ uuid: 'new' }), null).map((entry) => entry.uuid)).toEqual(
      ['new'],
    );
  });

  it('appends a new entry otherwise, and replaces by index when editing', () => {
    const list = [education({ uuid: 'a' })];
    expect(saveEducationInList(list, education({ uuid: 'b' }), null).map((entry) => entry.uuid)).toEqual([
      'a',
      'b',
    ]);
    expect(saveEducationInList(list, education({ uuid: 'a', schoolName: 'New' }), 0)[0]?.schoolName).toBe(
      'New',
    );
  });
});

describe('form rules (spec 2 §5)', () => {
  it('education step: program and school are required, listed by label', () => {
    expect(missingEducationStepFields({ programName: '', schoolName: ' ' })).toEqual(['Program', 'School']);
    expect(missingEducationStepFields({ programName: 'Cosmetology', schoolName: 'Aveda' })).toEqual([]);
  });

  it('education modal: school name and graduation date are required', () => {
    expect(educationModalError({ schoolName: '', graduationDate: '2025-01-01' })).toBe(
      messages.educationModalRequired,
    );
    expect(educationModalError({ schoolName: 'Aveda', graduationDate: null })).toBe(
      messages.educationModalRequired,
    );
    expect(educationModalError({ schoolName: 'Aveda', graduationDate: '2025-01-01' })).toBeNull();
  });

  it('category: chosen, and named when Other', () => {
    expect(categoryError({ optionId: -1, otherName: '' })).toBe(messages.categoryRequired);
    expect(categoryError({ optionId: 0, otherName: ' ' })).toBe(messages.categoryNameRequired);
    expect(categoryError({ optionId: 0, otherName: 'Lash artist' })).toBeNull();
    expect(categoryListErrors([])).toEqual([messages.categoryRequired]);
  });

  it("award: 'Title is required' with no title or an unspecified Other", () => {
    expect(awardTitleError({ title: '', otherTitle: '' })).toBe(messages.awardTitleRequired);
    expect(awardTitleError({ title: 'Other', otherTitle: ' ' })).toBe(messages.awardTitleRequired);
    expect(awardTitleError({ title: 'NAHA', otherTitle: '' })).toBeNull();
  });

  it('award: saving needs a title, a year that is not in the future, and an issuer unless it is a club', () => {
    const base = { title: 'NAHA', otherTitle: '', issuer: 'PBA', issueYear: '2024', clubName: '' };
    expect(canSaveAward(base, NOW)).toBe(true);
    expect(canSaveAward({ ...base, issuer: '' }, NOW)).toBe(false);
    expect(canSaveAward({ ...base, issueYear: '2026' }, NOW)).toBe(false);
    expect(canSaveAward({ ...base, issueYear: '' }, NOW)).toBe(false);
    const club = { ...base, title: 'Club/Teams', issuer: '', clubName: 'Color Club' };
    expect(canSaveAward(club, NOW)).toBe(true);
    expect(awardFromForm({ ...club, issuer: 'ignored' }, 'u1')).toMatchObject({
      issuer: '',
      clubName: 'Color Club',
    });
    expect(awardFromForm({ ...base, title: 'Other', otherTitle: 'Best Blowout' }, 'u2').title).toBe(
      'Best Blowout',
    );
  });

  it('KPIs: negatives are refused; retention and productivity stop at 100', () => {
    const repeat = KPI_FIELDS.find((field) => field.key === 'repeatClientRetention');
    const productivity = KPI_FIELDS.find((field) => field.key === 'productivity');
    const guests = KPI_FIELDS.find((field) => field.key === 'newGuestsPerMonth');
    expect(repeat?.max).toBe(100);
    expect(productivity?.max).toBe(100);
    expect(clampKpi({ max: 100 }, 140)).toBe(100);
    expect(clampKpi({ max: null }, -3)).toBeNull();
    expect(clampKpi({ max: null }, 1200)).toBe(1200);
    expect(guests?.max).toBeNull();
  });

  it('employment description preview is cut at 200 characters', () => {
    const long = 'a'.repeat(240);
    const preview = truncateDescription(long);
    expect(preview.isTruncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(200)}…`);
    expect(truncateDescription('a'.repeat(200)).isTruncated).toBe(false);
  });
});
