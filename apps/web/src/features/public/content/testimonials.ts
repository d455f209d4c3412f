/**
 * Testimonials are product-owned marketing copy written for Canvas: they describe the experience
 * we design for, attributed to a role and a city rather than to a named person, and carry no
 * photos. Replace them with quotes from real members (with their consent) when available.
 */
export interface Testimonial {
  id: string;
  quote: string;
  role: string;
  place: string;
  audience: 'pros' | 'business' | 'schools';
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'colorist-chicago',
    quote:
      'I used to send salons a phone full of screenshots. Now I send one link: my balayage work, my certifications and the brands I use, all in one place. Two salons reached out to me the first week my canvas was live, and I finally felt like my work was being seen the way I see it.',
    role: 'Colorist',
    place: 'Chicago, IL',
    audience: 'pros',
  },
  {
    id: 'owner-austin',
    quote:
      'Every applicant shows up with a real portfolio, so I know who can do the work before we ever meet.',
    role: 'Salon owner',
    place: 'Austin, TX',
    audience: 'business',
  },
  {
    id: 'student-phoenix',
    quote:
      'I built my canvas between classes and put the QR code on my station at school. When I started looking for an apprenticeship I already had a portfolio that looked professional, with photos, my hours and my graduation date, and I applied to three salons in one afternoon.',
    role: 'Cosmetology student',
    place: 'Phoenix, AZ',
    audience: 'pros',
  },
  {
    id: 'director-atlanta',
    quote:
      'Our graduates leave with a portfolio salons actually look at, and we can see where they land. It has become part of how we talk about careers from the first week of the program, and salons now call us asking about specific students by name.',
    role: 'Education director',
    place: 'Atlanta, GA',
    audience: 'schools',
  },
  {
    id: 'manager-denver',
    quote:
      'Interviews get confirmed in the app and candidates get reminders, so far fewer people simply do not show up. Posting took ten minutes and we filled two chairs in a month.',
    role: 'Salon manager',
    place: 'Denver, CO',
    audience: 'business',
  },
];

/** Spec 1 §2.5: testimonials longer than this are cut with a 'Read more' control. */
export const TESTIMONIAL_PREVIEW_CHARS = 160;

/** The first `limit` characters, cut at a word boundary, with an ellipsis; null when it already fits. */
export function truncateTestimonial(text: string, limit = TESTIMONIAL_PREVIEW_CHARS): string | null {
  if (text.length <= limit) return null;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
