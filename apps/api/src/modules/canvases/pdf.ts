import { type Canvas, formatBookingLink, PRODUCT_NAME } from '@canvas/shared';
import PDFDocument from 'pdfkit';

/**
 * The printable resume of a student or professional canvas (spec 2 §7 Print: GET
 * canvas/canvas-pdf/{id}). Standard PDF fonts only, so nothing is embedded or downloaded; text is
 * left uncompressed (it is small, and tests and search tools can read it).
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
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(title);
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

function contactLines(canvas: Canvas): string[] {
  const social = canvas.socialMedia;
  return [
    canvas.bookingUrl ? `Book: ${canvas.bookingUrl}` : '',
    social.instagram || canvas.instagramHandle
      ? `Instagram: @${social.instagram || canvas.instagramHandle}`
      : '',
    social.tiktok ? `TikTok: ${social.tiktok}` : '',
    social.youtube ? `YouTube: ${social.youtube}` : '',
    social.facebook ? `Facebook: ${social.facebook}` : '',
  ].filter(Boolean);
}

function kpiLines(canvas: Canvas): string[] {
  const kpi = canvas.additionalInformation.KPI;
  const line = (label: string, value: number | null, unit: 'count' | 'percent' | 'dollars') => {
    if (value === null) return '';
    const shown = unit === 'percent' ? `${value}%` : unit === 'dollars' ? `$${value}` : String(value);
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

function writeResume(doc: Doc, canvas: Canvas, link: string) {
  const intro = canvas.introduction;
  const width = doc.page.width - MARGIN * 2;
  const name = intro.name || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim();

  doc.font('Helvetica-Bold').fontSize(24).fillColor(PLUM).text(name, { width });
  const subtitle = joinParts([
    intro.title,
    canvas.pronouns && canvas.pronouns !== 'Prefer not to say' ? canvas.pronouns : '',
    TYPE_LABELS[canvas.type],
  ]);
  doc.font('Helvetica').fontSize(12).fillColor(INK).text(subtitle);
  const place = joinParts([
    locationLine(canvas),
    intro.yearOfExperience !== null ? `${intro.yearOfExperience} years of experience` : '',
    intro.isRelocated && intro.relocateTo.length > 0
      ? `Open to relocating to ${intro.relocateTo.join(', ')}`
      : '',
    intro.opportunityStatus && intro.showOpportunityStatus ? 'Open to Opportunity' : '',
  ]);
  if (place) doc.fontSize(10).fillColor(DIMMED).text(place);
  const contacts = contactLines(canvas);
  if (contacts.length > 0) {
    doc.moveDown(0.3);
    const booking = formatBookingLink(canvas.bookingUrl);
    for (const line of contacts) {
      const isBooking = line.startsWith('Book: ') && booking;
      doc
        .fontSize(9.5)
        .fillColor(isBooking ? PLUM : DIMMED)
        .text(line, isBooking ? { link: booking, underline: false } : {});
    }
  }

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
            ? `Work permit${education.workPermitHour !== null ? ` (${education.workPermitHour} hours)` : ''}`
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
        category.name,
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

  doc.moveDown(1.4);
  doc.font('Helvetica').fontSize(9.5).fillColor(DIMMED).text(`Full portfolio on ${PRODUCT_NAME}: `, {
    continued: true,
  });
  doc.fillColor(PLUM).text(link, { link, underline: true });
}

/**
 * What one resume may hold. Rendering is synchronous CPU work on the event loop, so its size is
 * capped: the longest canvas the editors allow (50 jobs of 5,000 characters) took some 300 ms and
 * 57 pages; within these limits a resume stays a few pages and a few tens of milliseconds. Longer
 * text ends with an ellipsis and the full canvas is one link away.
 */
export const RESUME_LIMITS = { aboutChars: 1500, entryChars: 600, entries: 20, tags: 30 } as const;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The canvas cut to RESUME_LIMITS (a copy; the canvas itself is untouched). */
export function boundedForResume(canvas: Canvas): Canvas {
  const { aboutChars, entryChars, entries, tags } = RESUME_LIMITS;
  const info = canvas.additionalInformation;
  return {
    ...canvas,
    introduction: {
      ...canvas.introduction,
      description: clip(canvas.introduction.description, aboutChars),
      reason: clip(canvas.introduction.reason, aboutChars),
    },
    educations: canvas.educations.slice(0, entries),
    employments: canvas.employments
      .slice(0, entries)
      .map((job) => ({ ...job, description: clip(job.description, entryChars) })),
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

export function renderResumePdf(full: Canvas, link: string): Promise<Buffer> {
  const canvas = boundedForResume(full);
  const name = canvas.introduction.name || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: false,
    info: { Title: `${name} — Resume`, Author: name, Creator: PRODUCT_NAME },
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    writeResume(doc, canvas, link);
    doc.end();
  });
}

/** An ASCII file name for Content-Disposition: 'jane-doe-resume.pdf'. */
export function resumeFileName(slug: string): string {
  const safe = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80) || 'canvas';
  return `${safe}-resume.pdf`;
}
