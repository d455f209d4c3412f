import {
  type Canvas,
  type CanvasLocation,
  canvasPublicPath,
  type MediaItem,
  socialProfileUrl,
} from '@canvas/shared';

/**
 * schema.org JSON-LD of business and school canvases (issue 20): what search engines read as the
 * organisation behind the page. A salon is an `Organization` (one may have several locations, which
 * a LocalBusiness type would not describe), a school an `EducationalOrganization`; each location is
 * a `PostalAddress`, the social profiles are `sameAs`. Empty fields are left out.
 */

export type JsonLd = Record<string, unknown>;

/** A picture's URL as a link preview or a crawler loads it: absolute, and only http(s). */
export function absoluteUrl(publicUrl: string, url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The still picture of a media item: a photo's largest variant, a video's poster. */
export function pictureOf(item: MediaItem | null | undefined): string | null {
  if (!item) return null;
  if (item.video) return item.image ?? null;
  return item.variants?.['1920'] ?? item.url;
}

const ZIP_AT_END = /\b(\d{5}(?:-\d{4})?)\s*$/;

/**
 * A location as a PostalAddress. Its address line is '<street>, City, ST ZIP' when picked from
 * suggestions, or whatever the owner typed: the street is the part before the city.
 */
export function postalAddress(location: CanvasLocation): JsonLd | null {
  const address = location.address.trim();
  const city = location.city.trim();
  const [first = ''] = address.split(',');
  const street = first.trim() && first.trim().toLowerCase() !== city.toLowerCase() ? first.trim() : '';
  const fields: JsonLd = {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressRegion: location.stateShort.trim() || location.state.trim(),
    postalCode: location.zipCode?.trim() || ZIP_AT_END.exec(address)?.[1] || '',
    addressCountry: location.countryShort.trim() || location.country.trim(),
  };
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  return Object.keys(filled).length > 2 ? filled : null;
}

/** One value as itself, several as a list, none left out. */
const oneOrMany = <T>(values: T[]): T | T[] | undefined =>
  values.length === 0 ? undefined : values.length === 1 ? values[0] : values;

/** The JSON-LD of a business or school canvas; null for person canvases. */
export function organizationJsonLd(canvas: Canvas, publicUrl: string): JsonLd | null {
  if (canvas.type !== 'business' && canvas.type !== 'school') return null;
  const picture = (item: MediaItem | null) => {
    const url = pictureOf(item);
    return url ? absoluteUrl(publicUrl, url) : null;
  };
  const images = [picture(canvas.media.featuredPhoto), picture(canvas.media.teamPhoto)].filter(
    (url): url is string => url !== null,
  );
  const social = canvas.socialMedia;
  const sameAs = [
    socialProfileUrl('instagram', social.instagram || canvas.instagramHandle),
    socialProfileUrl('facebook', social.facebook),
    socialProfileUrl('tiktok', social.tiktok),
    socialProfileUrl('youtube', social.youtube),
  ].filter((url): url is string => url !== null);
  const addresses = canvas.detail.locations
    .map(postalAddress)
    .filter((address): address is JsonLd => address !== null);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': canvas.type === 'school' ? 'EducationalOrganization' : 'Organization',
    name: canvas.introduction.name.trim() || undefined,
    url: `${publicUrl}${canvasPublicPath(canvas.slug)}`,
    description: canvas.introduction.description.trim() || canvas.introduction.headline.trim() || undefined,
    slogan: canvas.introduction.headline.trim() || undefined,
    logo: picture(canvas.media.logo) ?? undefined,
    image: oneOrMany(images),
    telephone: canvas.detail.primaryContactNumber.trim() || undefined,
    address: oneOrMany(addresses),
    sameAs: oneOrMany(sameAs),
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/**
 * JSON for a `<script type="application/ld+json">` element: nothing in it can end the element or
 * open markup. `<`, `>` and `&` become JSON escapes (still the same string to a JSON reader), as do
 * the line and paragraph separators that some JavaScript parsers refuse.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
