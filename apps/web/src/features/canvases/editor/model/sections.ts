import { EXPERIENCE_UNSET } from '@canvas/shared';
import type { EditorDraft } from './draft';

/** The editor's collapsible panels (spec 2 "Student and professional editor"). */
export type PanelId =
  | 'about'
  | 'education'
  | 'featured'
  | 'booking'
  | 'work'
  | 'kpi'
  | 'additional'
  | 'employment'
  | 'awards'
  | 'social';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The one-line state under each panel's title, so the user sees what is done without opening it. */
export function panelSummaries(draft: EditorDraft): Record<PanelId, string> {
  const intro = draft.introduction;
  const info = draft.additionalInformation;
  const kpis = Object.values(info.KPI).filter((value) => value !== null).length;
  const tags = info.preferredBrands.length + info.specialities.length + info.softwares.length;
  const socials = Object.values(draft.socialMedia).filter((value) => value.trim() !== '').length;
  const featured = [draft.media.featuredPhoto, draft.media.portraitPhoto, draft.media.featuredVideo].filter(
    Boolean,
  ).length;
  const educations = draft.educations.filter((education) => education.schoolName.trim()).length;
  const aboutFilled = [
    intro.name,
    intro.title,
    intro.description,
    intro.reason,
    draft.locations[0]?.address ?? '',
    intro.yearOfExperience === EXPERIENCE_UNSET ? '' : 'x',
  ].filter((value) => value.trim() !== '').length;
  return {
    about: aboutFilled === 0 ? 'Name, title, location and your story' : `${aboutFilled} of 6 basics filled`,
    education:
      draft.categories.length > 0
        ? `${count(draft.categories.length, 'category', 'categories')} · ${count(educations, 'school')}`
        : educations > 0
          ? count(educations, 'school')
          : 'Schools and programs',
    featured: featured === 0 ? 'Cover photo, portrait and a video' : `${featured} of 3 added`,
    booking: draft.bookingUrl.trim() ? 'Booking link added' : 'Where clients book you',
    work:
      draft.media.portfolioPhoto.length + draft.media.additionalVideo.length === 0
        ? 'Show off your best work'
        : `${count(draft.media.portfolioPhoto.length, 'photo')} · ${count(draft.media.additionalVideo.length, 'video')}`,
    kpi: kpis === 0 ? 'Numbers salons look for' : `${kpis} of 7 filled`,
    additional:
      tags === 0 && !info.paymentMode ? 'Brands, specialties, software, payment' : `${count(tags, 'tag')}`,
    employment:
      draft.employments.length === 0 ? 'Where you have worked' : count(draft.employments.length, 'role'),
    awards:
      draft.achievements.length === 0
        ? 'Awards, clubs and certificates'
        : count(draft.achievements.length, 'award'),
    social: socials === 0 ? 'Instagram, YouTube, Facebook, TikTok' : `${count(socials, 'network')} linked`,
  };
}

/**
 * Sections a visitor would miss, for the empty-fields warning before publishing: they can be
 * published empty, but the canvas looks unfinished without them.
 */
export function emptySections(draft: EditorDraft): string[] {
  const empty: string[] = [];
  if (!draft.introduction.description.trim()) empty.push('About me');
  if (!draft.media.featuredPhoto && !draft.media.portraitPhoto) empty.push('Featured photo');
  if (draft.media.portfolioPhoto.length === 0 && draft.media.additionalVideo.length === 0)
    empty.push('My work photos and videos');
  return empty;
}
