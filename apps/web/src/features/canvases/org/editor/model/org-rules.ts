import { type Canvas, missingPublishFields, type PublishField } from '@canvas/shared';
import { paths } from '@/lib/paths';
import { draftLocations, type OrgCanvasType, type OrgDraft, orgDraftToPreviewCanvas } from './org-draft';

/** The words that differ between the two types. */
export interface OrgTypeCopy {
  /** 'Business' / 'School', as in 'Business canvas'. */
  typeLabel: string;
  /** The name field's label, which is also its required-field label (spec 2 §5). */
  nameLabel: 'Company name' | 'School name';
  whyJoinLabel: string;
  whyJoinPlaceholder: string;
}

export const ORG_COPY: Record<OrgCanvasType, OrgTypeCopy> = {
  business: {
    typeLabel: 'Business',
    nameLabel: 'Company name',
    whyJoinLabel: 'Why join us',
    whyJoinPlaceholder: 'Your culture, education, growth paths, what makes your team proud…',
  },
  school: {
    typeLabel: 'School',
    nameLabel: 'School name',
    whyJoinLabel: 'Why choose our school',
    whyJoinPlaceholder: 'Your programmes, educators, graduates’ success, campus life…',
  },
};

/** Spec 2 §5 Publishing, on the draft: name, primary contact number and locations with an address. */
export function orgPublishMissing(type: OrgCanvasType, base: Canvas, draft: OrgDraft): PublishField[] {
  return missingPublishFields(type, orgDraftToPreviewCanvas(base, draft));
}

/** Spec 2 §4: a business or school canvas is paid when its payment order succeeded. */
export const isPaid = (canvas: Pick<Canvas, 'payorder'>): boolean => canvas.payorder?.status === 'succeeded';

/** Where the editor's actions lead for each type; `fromPost` is carried on (spec 2 route table). */
export function orgRoutes(type: OrgCanvasType, fromPost: boolean) {
  return {
    editor: (slug: string) => paths.canvasEditor[type].getHref(slug, { fromPost }),
    preview: (id: number) => paths.canvasPreview[type].getHref(id, { fromPost }),
    basicInfo: (slug: string) =>
      type === 'business' ? paths.companyInfo.getHref({ slug, fromPost }) : paths.schoolInfo.getHref(slug),
    payment: (slug: string) => paths.planPayment[type].getHref(slug, { isPostOpportunity: fromPost }),
  };
}

/** The editor's collapsible panels (spec 2 "Business and school editor"). */
export type OrgPanelId = 'introduction' | 'media' | 'details' | 'additional' | 'awards' | 'social';

/** The panel that holds a required field, for the required-fields modal's 'Take me there'. */
export const panelOfField = (field: PublishField): OrgPanelId =>
  field === 'Company name' || field === 'School name' ? 'introduction' : 'details';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The one-line state under each panel's title. */
export function orgPanelSummaries(type: OrgCanvasType, draft: OrgDraft): Record<OrgPanelId, string> {
  const introFilled = [draft.companyName, draft.headline, draft.desc, draft.whyJoin].filter(
    (value) => value.trim() !== '',
  ).length;
  const media = [draft.logo, draft.featuredPhoto, draft.teamPhoto, draft.featuredVideo].filter(
    Boolean,
  ).length;
  const locations = draftLocations(draft);
  const members = locations.reduce((sum, location) => sum + location.members.length, 0);
  const { paymentMode, ...tagLists } = draft.additional;
  const tags = Object.values(tagLists).reduce((sum, list) => sum + list.length, 0);
  const socials = Object.values(draft.socialMedia).filter((value) => value.trim() !== '').length;
  const noun = type === 'school' ? 'school' : 'company';
  return {
    introduction: introFilled === 0 ? `Your ${noun} name, headline and story` : `${introFilled} of 4 filled`,
    media:
      media + draft.extraVideo.length === 0
        ? 'Logo, featured photo, team photo and videos'
        : `${media} of 4 added${draft.extraVideo.length > 0 ? ` · ${count(draft.extraVideo.length, 'more video')}` : ''}`,
    details:
      locations.length === 0 && !draft.contactNumber.trim()
        ? type === 'business'
          ? 'Contact number, categories, locations and team'
          : 'Contact number, locations and team'
        : `${count(locations.length, 'location')} · ${count(members, 'team member')}`,
    additional:
      tags === 0 && !paymentMode
        ? 'Brands, benefits, payment, software, specialties, charities'
        : count(tags, 'tag'),
    awards:
      draft.awardList.length === 0 ? 'Awards and certifications' : count(draft.awardList.length, 'award'),
    social: socials === 0 ? 'Instagram, YouTube, Facebook, TikTok' : `${count(socials, 'network')} linked`,
  };
}
