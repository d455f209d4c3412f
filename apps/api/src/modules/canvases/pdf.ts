import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Canvas,
  type CanvasLocation,
  type CanvasType,
  formatBookingLink,
  type MediaItem,
  PRODUCT_NAME,
  SOCIAL_NETWORK_NAMES,
  type SocialType,
  socialProfileUrl,
} from '@canvas/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp, { type Sharp } from 'sharp';
import { LocalStorageDriver, type StorageDriver } from '../../adapters/storage';
import { addressLine } from './team';

/**
 * The printable page of a canvas (spec 2 §7 Print: GET canvas/canvas-pdf/{id}): the resume of a
 * student or professional, the one-page flyer of a salon or school. Standard PDF fonts only, so
 * nothing is embedded or downloaded; text is left uncompressed (it is small, and tests and search
 * tools can read it).
 */

// The web theme's plum and ink (apps/web/src/app/theme.ts); a PDF cannot read CSS variables.
const PLUM = '#553262';
const INK = '#241c22';
const DIMMED = '#6b615b';
const RULE = '#e9e2db';
const MARGIN = 54;
const TYPE_LABELS: Record<Canvas['type'], string> = {
  student: 'Student',
  professional: 'Professional',
  business: 'Business',
  school: 'School',
};

const usDate = (iso: string | null) => {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};
const monthYear = (iso: string | null) => {
  if (!iso) return '';
  const [year, month] = iso.split('-');
  return `${month}/${year}`;
};
const joinParts = (parts: Array<string | null | undefined | false>, separator = ' · ') =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

type Doc = PDFKit.PDFDocument;

/** '1 year', '2 years': a count with its noun, as every count on the page is written. */
function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.9);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(PLUM).text(text.toUpperCase(), { characterSpacing: 1 });
  const y = doc.y + 3;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 6;
}

function paragraph(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, { lineGap: 2 });
}

function entry(doc: Doc, title: string, meta: string, body?: string) {
  doc.moveDown(0.35);
  if (title) doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(title);
  if (meta) doc.font('Helvetica').fontSize(9.5).fillColor(DIMMED).text(meta);
  if (body) {
    doc.moveDown(0.15);
    paragraph(doc, body);
  }
}

function locationLine(canvas: Canvas): string {
  const first = canvas.detail.locations[0];
  if (!first) return '';
  return joinParts([first.city, first.stateShort || first.state], ', ') || first.address;
}

interface ContactLine {
  text: string;
  /** Where the line links (https, tel: or mailto:); null prints it as plain text. */
  link: string | null;
}

const SOCIAL_ORDER: readonly SocialType[] = ['instagram', 'tiktok', 'youtube', 'facebook'];

/**
 * How to reach the person, each line a link: the booking link (a URL, phone, email or handle, as
 * the spec formats it) and each social profile that is a real profile of its network (a value that
 * is not is left out: it does not count as linked). A person canvas has no contact number of its
 * own (a business field): their phone or email is their booking link.
 */
function contactLines(canvas: Canvas): ContactLine[] {
  const lines: ContactLine[] = [];
  const booking = canvas.bookingUrl.trim();
  if (booking) lines.push({ text: `Book: ${booking}`, link: formatBookingLink(booking) || null });
  for (const network of SOCIAL_ORDER) {
    const value = (
      network === 'instagram'
        ? canvas.socialMedia.instagram || canvas.instagramHandle
        : canvas.socialMedia[network]
    ).trim();
    const url = socialProfileUrl(network, value);
    if (!url) continue;
    const shown =
      /^https?:\/\//i.test(value) || value.includes('/')
        ? url.replace(/^https:\/\//, '')
        : `@${value.replace(/^@/, '')}`;
    lines.push({ text: `${SOCIAL_NETWORK_NAMES[network]}: ${shown}`, link: url });
  }
  return lines;
}

function kpiLines(canvas: Canvas): string[] {
  const kpi = canvas.additionalInformation.KPI;
  const line = (label: string, value: number | null, unit: 'count' | 'percent' | 'dollars') => {
    if (value === null) return '';
    const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    const shown = unit === 'percent' ? `${number}%` : unit === 'dollars' ? `$${number}` : number;
    return `${label}: ${shown}`;
  };
  return [
    line('New guests per month', kpi.newGuestsPerMonth, 'count'),
    line('New client retention', kpi.newClientRetention, 'percent'),
    line('Repeat client retention', kpi.repeatClientRetention, 'percent'),
    line('Annual frequency of visit', kpi.annualFrequencyOfVisit, 'count'),
    line('Combined average ticket', kpi.combinedAverageTicket, 'dollars'),
    line('Productivity', kpi.productivity, 'percent'),
    line('Service to retail sales', kpi.serviceToRetailSales, 'percent'),
  ].filter(Boolean);
}

/** The portrait's side at the top right of a resume, in points. */
const PORTRAIT_SIDE = 84;
/** The QR code's side at the foot of a resume, in points. */
const RESUME_QR_SIDE = 78;

function writeResume(doc: Doc, canvas: Canvas, link: string, portrait: Buffer | null) {
  const intro = canvas.introduction;
  const top = doc.y;
  // With a portrait the header's text keeps clear of it.
  const width = doc.page.width - MARGIN * 2 - (portrait ? PORTRAIT_SIDE + 18 : 0);
  const name = resumeName(canvas);

  if (portrait) {
    const x = doc.page.width - MARGIN - PORTRAIT_SIDE;
    doc.save();
    doc.circle(x + PORTRAIT_SIDE / 2, top + PORTRAIT_SIDE / 2, PORTRAIT_SIDE / 2).clip();
    doc.image(portrait, x, top, { width: PORTRAIT_SIDE, height: PORTRAIT_SIDE });
    doc.restore();
    doc.y = top;
  }
  doc.font('Helvetica-Bold').fontSize(24).fillColor(PLUM).text(name, MARGIN, top, { width });
  const subtitle = joinParts([
    intro.title,
    canvas.pronouns && canvas.pronouns !== 'Prefer not to say' ? canvas.pronouns : '',
    TYPE_LABELS[canvas.type],
  ]);
  if (subtitle) doc.font('Helvetica').fontSize(12).fillColor(INK).text(subtitle, { width });
  const place = joinParts([
    locationLine(canvas),
    intro.yearOfExperience !== null ? `${countOf(intro.yearOfExperience, 'year')} of experience` : '',
    intro.isRelocated && intro.relocateTo.length > 0
      ? `Open to relocating to ${intro.relocateTo.join(', ')}`
      : '',
    intro.opportunityStatus && intro.showOpportunityStatus ? 'Open to Opportunity' : '',
  ]);
  if (place) doc.font('Helvetica').fontSize(10).fillColor(DIMMED).text(place, { width });
  const contacts = contactLines(canvas);
  if (contacts.length > 0) {
    doc.moveDown(0.3);
    for (const line of contacts) {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(line.link ? PLUM : DIMMED)
        .text(line.text, line.link ? { width, link: line.link, underline: false } : { width });
    }
  }
  if (portrait) doc.y = Math.max(doc.y, top + PORTRAIT_SIDE);

  if (intro.description) {
    heading(doc, 'About me');
    paragraph(doc, intro.description);
  }
  if (intro.reason) {
    heading(doc, "Why I'm here");
    paragraph(doc, intro.reason);
  }
  if (canvas.educations.length > 0) {
    heading(doc, 'Education');
    for (const education of canvas.educations) {
      entry(
        doc,
        joinParts([education.schoolName, education.program?.name], ' — '),
        joinParts([
          education.graduationDate ? `Graduation ${usDate(education.graduationDate)}` : '',
          education.gpa !== null ? `GPA ${education.gpa}` : '',
          education.attendance !== null ? `Attendance ${education.attendance}%` : '',
          education.hasWorkPermit === 'yes'
            ? `Work permit${education.workPermitHour !== null ? ` (${countOf(education.workPermitHour, 'hour')})` : ''}`
            : '',
        ]),
      );
    }
  }
  if (canvas.detail.categories.length > 0) {
    heading(doc, 'Licenses and categories');
    for (const category of canvas.detail.categories) {
      entry(
        doc,
        category.name || category.otherName,
        joinParts([category.licenseNumber ? `License #${category.licenseNumber}` : '', category.stateName]),
      );
    }
  }
  if (canvas.employments.length > 0) {
    heading(doc, 'Employment');
    for (const job of canvas.employments) {
      const dates = joinParts(
        [monthYear(job.startDate), job.isCurrentWork ? 'Present' : monthYear(job.endDate)],
        ' – ',
      );
      entry(
        doc,
        joinParts([job.title, job.company], ', '),
        joinParts([dates, job.position || job.jobCategory, job.industry]),
        job.description,
      );
    }
  }
  if (canvas.achievements.length > 0) {
    heading(doc, 'Celebrations, certifications and awards');
    for (const award of canvas.achievements) {
      entry(
        doc,
        award.clubName ? `${award.title}: ${award.clubName}` : award.title,
        joinParts([award.issuer, award.clubName ? `Since ${award.issueYear}` : award.issueYear]),
      );
    }
  }
  const kpis = kpiLines(canvas);
  if (kpis.length > 0) {
    heading(doc, 'Key performance indicators');
    paragraph(doc, kpis.join('\n'));
  }
  const info = canvas.additionalInformation;
  const tags: Array<[string, Array<{ name: string }>]> = [
    ['Preferred brands', info.preferredBrands],
    ['Specialties', info.specialities],
    ['Software', info.softwares],
  ];
  if (tags.some(([, list]) => list.length > 0)) {
    heading(doc, 'Additional information');
    for (const [label, list] of tags) {
      if (list.length === 0) continue;
      doc.moveDown(0.2);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(list.map((tag) => tag.name).join(', '));
    }
  }

  // The foot: the canvas's QR code beside its link, kept together on one page.
  doc.moveDown(1.4);
  if (doc.y + RESUME_QR_SIDE > doc.page.height - MARGIN) doc.addPage();
  const footTop = doc.y;
  drawQr(doc, link, MARGIN, footTop, RESUME_QR_SIDE);
  const textX = MARGIN + RESUME_QR_SIDE + 14;
  const textWidth = doc.page.width - MARGIN - textX;
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(DIMMED)
    .text(`Full portfolio on ${PRODUCT_NAME}: `, textX, footTop + 18, { width: textWidth, continued: true });
  doc.fillColor(PLUM).text(link, { link, underline: true });
  doc
    .fontSize(8.5)
    .fillColor(DIMMED)
    .text('Scan the code for the work photos and videos.', textX, doc.y + 4, { width: textWidth });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, footTop + RESUME_QR_SIDE);
}

const resumeName = (canvas: Canvas) =>
  canvas.introduction.name.trim() || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim() || 'Resume';

/**
 * What one resume may hold. Rendering is synchronous CPU work on the event loop, so its size is
 * capped: the longest canvas the editors allow (50 jobs of 5,000 characters) took some 300 ms and
 * 57 pages; within these limits a resume stays a few pages and a few tens of milliseconds. Longer
 * text ends with an ellipsis and the full canvas is one link away.
 */
export const RESUME_LIMITS = { aboutChars: 1500, entryChars: 600, entries: 20, tags: 30 } as const;

const clipText = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The canvas cut to RESUME_LIMITS (a copy; the canvas itself is untouched). */
export function boundedForResume(canvas: Canvas): Canvas {
  const { aboutChars, entryChars, entries, tags } = RESUME_LIMITS;
  const info = canvas.additionalInformation;
  return {
    ...canvas,
    introduction: {
      ...canvas.introduction,
      description: clipText(canvas.introduction.description, aboutChars),
      reason: clipText(canvas.introduction.reason, aboutChars),
    },
    educations: canvas.educations.slice(0, entries),
    employments: canvas.employments
      .slice(0, entries)
      .map((job) => ({ ...job, description: clipText(job.description, entryChars) })),
    achievements: canvas.achievements.slice(0, entries),
    detail: { ...canvas.detail, categories: canvas.detail.categories.slice(0, entries) },
    additionalInformation: {
      ...info,
      preferredBrands: info.preferredBrands.slice(0, tags),
      specialities: info.specialities.slice(0, tags),
      softwares: info.softwares.slice(0, tags),
    },
  };
}

export interface PdfOptions {
  /**
   * Reads a stored picture (a flyer's logo, a resume's portrait) by its URL; loadStoredImage reads
   * the app's storage. Without it, or when it finds nothing, the flyer shows the name's initials in
   * the logo's place and a resume goes without a portrait.
   */
  loadImage?: (url: string) => Promise<Buffer | null>;
}

const isOrganization = (type: Canvas['type']) => type === 'business' || type === 'school';

function renderDocument(info: { Title: string; Author: string }, write: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: false,
    info: { ...info, Creator: PRODUCT_NAME },
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    write(doc);
    doc.end();
  });
}

/** The printable page of a canvas: a salon's or school's flyer, anyone else's resume. */
export async function renderResumePdf(full: Canvas, link: string, options: PdfOptions = {}): Promise<Buffer> {
  if (isOrganization(full.type)) {
    const pictures = await flyerPictures(full, options);
    const name = flyerName(full);
    return renderDocument({ Title: `${name} — Flyer`, Author: name }, (doc) =>
      writeFlyer(doc, full, link, pictures),
    );
  }
  const canvas = boundedForResume(full);
  const name = resumeName(canvas);
  const portrait = await loadPicture(options, canvas.media.portraitPhoto, '640', (image) =>
    // Three times the printed size in pixels (sharp in print), square for the round crop.
    image.resize(PORTRAIT_SIDE * 3, PORTRAIT_SIDE * 3, { fit: 'cover' }).jpeg({ quality: 85 }),
  );
  return renderDocument({ Title: `${name} — Resume`, Author: name }, (doc) =>
    writeResume(doc, canvas, link, portrait),
  );
}

// The flyer of a salon or school: one page, whatever the canvas holds.

const WHITE = '#ffffff';
const BLUSH = '#f6d4cf';
const CHAMPAGNE = '#d4ae67';
const PLUM_DEEP = '#3d1f46';
/** Modules of white border around the QR symbol (the standard's quiet zone). */
const QR_QUIET_ZONE = 4;

/**
 * What a flyer shows at most; each block also stops at the space it has (with an ellipsis), so
 * the flyer is one page whatever the canvas holds.
 */
export const FLYER_LIMITS = { aboutChars: 900, reasonChars: 420, locations: 3, tags: 8 } as const;

const flyerName = (canvas: Canvas) =>
  canvas.introduction.name.trim() || (canvas.type === 'school' ? 'Beauty school' : 'Salon');

/** 'Gilded Comb Salon' -> 'GC': the logo's stand-in. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[A-Za-z0-9]/)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '·';
}

interface FlyerPictures {
  /** The logo as a PNG pdfkit can embed (uploads are WebP). */
  logo: Buffer | null;
  /** The featured (else the team) photo, cropped to the flyer's strip. */
  photo: Buffer | null;
}

/** The flyer's photo strip: full width under the band, in points. */
const PHOTO_STRIP_HEIGHT = 150;

async function loadPicture(
  options: PdfOptions,
  item: MediaItem | null,
  variant: '640' | '1920',
  convert: (image: Sharp) => Sharp,
): Promise<Buffer | null> {
  if (!item || !options.loadImage) return null;
  const url = item.video ? item.image : (item.variants?.[variant] ?? item.url);
  if (!url) return null;
  try {
    const bytes = await options.loadImage(url);
    return bytes ? await convert(sharp(bytes)).toBuffer() : null;
  } catch {
    // A picture that cannot be read or decoded is left out (the logo's initials stand in), never a failed print.
    return null;
  }
}

async function flyerPictures(canvas: Canvas, options: PdfOptions): Promise<FlyerPictures> {
  const media = canvas.media;
  const [logo, photo] = await Promise.all([
    loadPicture(options, media.logo, '640', (image) =>
      image
        .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: WHITE })
        .png(),
    ),
    loadPicture(options, media.featuredPhoto ?? media.teamPhoto, '1920', (image) =>
      // Twice the strip's size in pixels: sharp in print, a small file.
      image.resize(1224, PHOTO_STRIP_HEIGHT * 2, { fit: 'cover' }).jpeg({ quality: 82 }),
    ),
  ]);
  return { logo, photo };
}

/** The largest stored picture a flyer reads (a logo is at most 1 MB; its copies are smaller). */
const STORED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Reads a picture this app stored, by the URL `put` gave: from DATA_DIR/media on the embedded
 * storage, from the bucket's public URL on S3. Any other URL, a missing file or a slow answer: null.
 */
export async function loadStoredImage(storage: StorageDriver, url: string): Promise<Buffer | null> {
  const key = storage.keyFromUrl(url);
  if (!key) return null;
  try {
    if (storage instanceof LocalStorageDriver) return await readFile(path.join(storage.dir, key));
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > STORED_IMAGE_MAX_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > STORED_IMAGE_MAX_BYTES ? null : bytes;
  } catch {
    return null;
  }
}

const CLASS_TYPES: Record<NonNullable<CanvasLocation['classType']>, string> = {
  day: 'Day classes',
  night: 'Night classes',
  all: 'Day and night classes',
};

/** Tag names, at most `max`, the rest counted ('+3 more'). */
function tagLines(names: string[], max: number): string[] {
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const shown = unique.slice(0, max);
  return unique.length > max ? [...shown, `+${unique.length - max} more`] : shown;
}

interface Column {
  x: number;
  width: number;
  bottom: number;
}

function columnHeading(doc: Doc, text: string, column: Column, y: number): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(PLUM)
    .text(text.toUpperCase(), column.x, y, { width: column.width, characterSpacing: 1, lineBreak: false });
  const rule = doc.y + 3;
  doc
    .moveTo(column.x, rule)
    .lineTo(column.x + column.width, rule)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return rule + 7;
}

/**
 * A titled block of the column at `y`, its text cut to the room left (with an ellipsis); answers
 * where the next block starts. Left out when less than a few lines would fit.
 */
function columnBlock(doc: Doc, column: Column, y: number, title: string, text: string, size = 10): number {
  if (!text.trim() || column.bottom - y < 48) return y;
  const top = columnHeading(doc, title, column, y);
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor(INK)
    .text(text, column.x, top, {
      width: column.width,
      height: column.bottom - top,
      ellipsis: true,
      lineGap: 2,
    });
  return doc.y + 16;
}

function drawQr(doc: Doc, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = side / (modules.size + QR_QUIET_ZONE * 2);
  doc.rect(x, y, side, side).fill(WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + QR_QUIET_ZONE) * unit, y + (row + QR_QUIET_ZONE) * unit, unit, unit);
      }
    }
  }
  doc.fill(PLUM_DEEP);
}

function writeFlyer(doc: Doc, canvas: Canvas, link: string, { logo, photo }: FlyerPictures) {
  const { width: pageWidth, height: pageHeight } = doc.page;
  const school = canvas.type === 'school';
  const intro = canvas.introduction;
  const name = flyerName(canvas);
  const clip = (text: string, max: number) => clipText(text.trim(), max);

  // The band: logo (or initials), what it is, name and headline.
  const band = 172;
  doc.rect(0, 0, pageWidth, band).fill(PLUM);
  const tile = 100;
  const tileY = (band - tile) / 2;
  doc.roundedRect(MARGIN, tileY, tile, tile, 16).fill(WHITE);
  if (logo) {
    doc.image(logo, MARGIN + 8, tileY + 8, {
      fit: [tile - 16, tile - 16],
      align: 'center',
      valign: 'center',
    });
  } else {
    doc.circle(MARGIN + tile / 2, tileY + tile / 2, tile / 2 - 10).fill(PLUM_DEEP);
    doc
      .font('Helvetica-Bold')
      .fontSize(30)
      .fillColor(BLUSH)
      .text(initials(name), MARGIN, tileY + tile / 2 - 12, {
        width: tile,
        align: 'center',
        lineBreak: false,
      });
  }
  const textX = MARGIN + tile + 24;
  const textWidth = pageWidth - MARGIN - textX;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(CHAMPAGNE)
    .text(school ? 'BEAUTY SCHOOL' : 'SALON', textX, tileY + 2, { width: textWidth, characterSpacing: 2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(WHITE)
    .text(name, textX, doc.y + 6, { width: textWidth, height: 58, ellipsis: true });
  if (intro.headline.trim()) {
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(BLUSH)
      .text(intro.headline.trim(), textX, doc.y + 4, { width: textWidth, height: 32, ellipsis: true });
  }

  // Two columns: what it is on the left; where, how to call and the QR on the right.
  if (photo) doc.image(photo, 0, band, { width: pageWidth, height: PHOTO_STRIP_HEIGHT });
  const footerY = pageHeight - MARGIN - 22;
  const bodyTop = band + (photo ? PHOTO_STRIP_HEIGHT : 0) + 30;
  const rightWidth = 160;
  const gutter = 30;
  const left: Column = {
    x: MARGIN,
    width: pageWidth - MARGIN * 2 - rightWidth - gutter,
    bottom: footerY - 20,
  };
  const right: Column = { x: pageWidth - MARGIN - rightWidth, width: rightWidth, bottom: footerY - 20 };

  const info = canvas.additionalInformation;
  let y = bodyTop;
  y = columnBlock(
    doc,
    left,
    y,
    school ? 'About our school' : 'About us',
    clip(intro.description, FLYER_LIMITS.aboutChars),
  );
  y = columnBlock(
    doc,
    left,
    y,
    school ? 'Why choose our school' : 'Why join us',
    clip(intro.reason, FLYER_LIMITS.reasonChars),
  );
  const programs = canvas.detail.locations.flatMap((location) =>
    (location.supportedProgram ?? []).map((program) => program.name),
  );
  if (school) {
    y = columnBlock(
      doc,
      left,
      y,
      'Programs',
      tagLines(programs, FLYER_LIMITS.tags)
        .map((line) => `•  ${line}`)
        .join('\n'),
    );
  }
  columnBlock(
    doc,
    left,
    y,
    'Benefits',
    tagLines(
      info.companyBenefits.map((benefit) => benefit.name),
      FLYER_LIMITS.tags,
    )
      .map((line) => `•  ${line}`)
      .join('\n'),
  );

  // The QR code sits at the foot of the right column; locations and contact fill the room above it.
  const qrSide = 132;
  const qrY = right.bottom - qrSide - 18;
  const above: Column = { ...right, bottom: qrY - 12 };
  let rightY = bodyTop;
  const locations = canvas.detail.locations.filter((location) => addressLine(location) !== '');
  if (locations.length > 0) {
    rightY = columnHeading(doc, locations.length > 1 ? 'Our locations' : 'Visit us', above, rightY);
    for (const location of locations.slice(0, FLYER_LIMITS.locations)) {
      if (above.bottom - rightY < 30) break;
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(INK)
        .text(addressLine(location), above.x, rightY, {
          width: above.width,
          height: above.bottom - rightY,
          ellipsis: true,
        });
      const detail = school
        ? joinParts([
            location.classType ? CLASS_TYPES[location.classType] : '',
            location.isAccredited ? 'Accredited' : '',
          ])
        : '';
      if (detail) doc.fontSize(8.5).fillColor(DIMMED).text(detail, { width: above.width, lineBreak: false });
      rightY = doc.y + 8;
    }
    const more = locations.length - FLYER_LIMITS.locations;
    if (more > 0 && above.bottom - rightY > 14) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor(DIMMED)
        .text(`and ${more} more location${more === 1 ? '' : 's'}`, above.x, rightY, { width: above.width });
      rightY = doc.y + 8;
    }
    rightY += 8;
  }
  const phone = canvas.detail.primaryContactNumber.trim();
  const instagram = (canvas.socialMedia.instagram || canvas.instagramHandle).trim().replace(/^@/, '');
  if ((phone || instagram) && above.bottom - rightY > 44) {
    rightY = columnHeading(doc, 'Contact us', above, rightY);
    if (phone) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(phone, above.x, rightY, {
        width: above.width,
        lineBreak: false,
      });
    }
    if (instagram && above.bottom - doc.y > 14) {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(DIMMED)
        .text(`Instagram @${instagram}`, above.x, phone ? doc.y + 2 : rightY, {
          width: above.width,
          height: Math.min(24, above.bottom - doc.y),
          ellipsis: true,
        });
    }
  }
  drawQr(doc, link, right.x + (right.width - qrSide) / 2, qrY, qrSide);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(DIMMED)
    .text('Scan for our full canvas', right.x, qrY + qrSide + 4, { width: right.width, align: 'center' });

  // The link, in full, along the foot of the page.
  doc
    .moveTo(MARGIN, footerY - 8)
    .lineTo(pageWidth - MARGIN, footerY - 8)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  const lead = `See ${school ? 'our school' : 'our salon'} on ${PRODUCT_NAME}: `;
  const footerWidth = pageWidth - MARGIN * 2;
  doc.font('Helvetica').fontSize(9.5);
  // The link is printed whole on one line: a long one gets a smaller size, never a cut.
  const linkSize = Math.max(
    5,
    Math.min(9.5, (9.5 * (footerWidth - doc.widthOfString(lead))) / doc.widthOfString(link)),
  );
  doc
    .fillColor(DIMMED)
    .text(lead, MARGIN, footerY, { width: footerWidth, continued: true, lineBreak: false });
  doc.fontSize(linkSize).fillColor(PLUM).text(link, { link, underline: true, lineBreak: false });
}

/** An ASCII file name for Content-Disposition: 'jane-doe-resume.pdf', or '-flyer' for businesses and schools. */
export function resumeFileName(slug: string, type: CanvasType = 'student'): string {
  const safe = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80) || 'canvas';
  return `${safe}-${type === 'business' || type === 'school' ? 'flyer' : 'resume'}.pdf`;
}
