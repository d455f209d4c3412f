import { type Canvas, formatBookingLink, todayIsoDate } from '@canvas/shared';
import { Badge, Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconCertificate,
  IconClock,
  IconMapPin,
  IconPlayerPlayFilled,
  IconSchool,
  IconSparkles,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Eyebrow } from '@/components/eyebrow';
import { MediaImage } from '@/components/media/media-image';
import { useBadgeMatches } from '../../api/match-badges';
import { InstagramGrid } from '../../instagram/components/instagram-grid';
import { AwardsList } from './awards-list';
import { CanvasActions } from './canvas-actions';
import { CanvasQrCode } from './canvas-qr-code';
import classes from './canvas-view.module.css';
import { EmploymentList } from './employment-list';
import { MediaModal } from './media-modal';
import { CANVAS_SECTIONS, SectionNav } from './section-nav';
import { SocialLinks, socialLinks } from './social-links';
import { BookServiceButton } from './sticky-booking';
import { TagList } from './tag-list';
import {
  COMPACT_VIEW_MAX_PX,
  canvasShareUrl,
  kpiLines,
  locationLabel,
  monthYear,
  showsOpenToOpportunity,
  typeLabel,
  visiblePaymentMode,
  visiblePronoun,
  WORK_PER_SLIDE_COMPACT,
  WORK_PER_SLIDE_WIDE,
  workItems,
} from './view-rules';
import { WorkCarousel } from './work-carousel';

export type CanvasViewMode = 'public' | 'preview' | 'live';

export interface CanvasViewProps {
  canvas: Canvas;
  /**
   * `public`: the page everyone sees. `preview`: the owner's preview page (same, under a preview
   * bar). `live`: the editor's preview pane of unsaved data (actions inert, hints for empty parts).
   */
  mode: CanvasViewMode;
  /** The site origin for the canvas link and QR code; defaults to the current window's. */
  origin?: string;
  /**
   * The view sits in its own scrolling frame (the mobile preview, the editor pane) rather than the
   * page: nothing sticks under the site header and Book a Service shows in place.
   */
  framed?: boolean;
}

/** Items per work slide for a view this wide (spec 2 §9: 3, or 1 on mobile). */
export function workPerSlide(viewWidth: number): number {
  return viewWidth >= COMPACT_VIEW_MAX_PX ? WORK_PER_SLIDE_WIDE : WORK_PER_SLIDE_COMPACT;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}

function Section({ id, eyebrow, title, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section id={id} className={classes.section} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={headingId} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A student or professional canvas, rendered from the canvas object alone (spec 2 "Public student
 * or professional canvas view"). The public page, the preview pages and the editor's live preview
 * pane all use it; only badge matching fetches anything.
 */
export function CanvasView({ canvas, mode, origin, framed = mode === 'live' }: CanvasViewProps) {
  const { ref, width } = useElementSize();
  const [featuredOpen, setFeaturedOpen] = useState(false);
  const isLive = mode === 'live';
  const { introduction, media, additionalInformation: info } = canvas;
  const name = introduction.name.trim() || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim();
  const pronoun = visiblePronoun(canvas);
  const location = locationLabel(canvas);
  const bookingHref = formatBookingLink(canvas.bookingUrl);
  const work = workItems(media);
  const kpis = kpiLines(info.KPI);
  const payment = visiblePaymentMode(info);
  const shareUrl = canvasShareUrl(
    origin ?? (typeof window === 'undefined' ? '' : window.location.origin),
    canvas.slug,
  );
  const badges = useBadgeMatches(canvas.achievements, !isLive);
  const hasSocial = socialLinks(canvas.socialMedia).length > 0;
  const hasAdditional =
    info.preferredBrands.length + info.specialities.length + info.softwares.length > 0 ||
    payment !== null ||
    (introduction.isRelocated && introduction.relocateTo.length > 0);
  const portrait = media.portraitPhoto;
  const hint = (text: string) => (isLive ? <p className={classes.placeholder}>{text}</p> : null);

  const sections = [
    CANVAS_SECTIONS.about,
    ...(canvas.achievements.length > 0 || isLive ? [CANVAS_SECTIONS.awards] : []),
    CANVAS_SECTIONS.additional,
    CANVAS_SECTIONS.social,
  ];

  return (
    <article
      ref={ref}
      className={classes.root}
      data-mode={mode}
      data-framed={framed || undefined}
      aria-label={`${name}'s portfolio`}
    >
      <SectionNav name={name} sections={sections} />
      {framed ? <BookServiceButton href={bookingHref} placement="inline" /> : null}

      <header className={classes.hero}>
        <div className={classes.cover}>
          {media.featuredPhoto ? (
            <MediaImage item={media.featuredPhoto} alt="" className={classes.coverImage} loading="eager" />
          ) : (
            <>
              <div className={classes.coverGlow} aria-hidden="true" />
              <BrushArches className={classes.coverDecor} />
            </>
          )}
          <div className={classes.coverShade} aria-hidden="true" />
        </div>
        <div className={classes.identityWrap}>
          <div className={classes.identity}>
            <div className={classes.portrait}>
              {portrait ? (
                <MediaImage item={portrait} alt={`Portrait of ${name}`} sizes="168px" loading="eager" />
              ) : canvas.owner.avatar ? (
                <img src={canvas.owner.avatar} alt={`Portrait of ${name}`} />
              ) : (
                <span aria-hidden="true">{initials(name) || '✦'}</span>
              )}
            </div>
            <div>
              <Group gap="xs" mb="sm">
                <Badge variant="light" color="plum" radius="xl">
                  {typeLabel(canvas.type)}
                </Badge>
                {showsOpenToOpportunity(canvas) ? (
                  <Badge
                    variant="light"
                    color="blush"
                    radius="xl"
                    leftSection={<IconSparkles size={14} aria-hidden="true" />}
                  >
                    Open to Opportunity
                  </Badge>
                ) : null}
              </Group>
              <h1 className={classes.name}>
                {name || 'Your name'}
                {pronoun ? <span className={classes.pronoun}>({pronoun})</span> : null}
              </h1>
              {introduction.title ? <p className={classes.headline}>{introduction.title}</p> : null}
              <ul className={classes.facts} aria-label="At a glance">
                {location ? (
                  <li>
                    <IconMapPin size={16} aria-hidden="true" />
                    {location}
                  </li>
                ) : null}
                {introduction.yearOfExperience !== null ? (
                  <li>
                    <IconClock size={16} aria-hidden="true" />
                    {introduction.yearOfExperience === 1
                      ? '1 year of experience'
                      : `${introduction.yearOfExperience} years of experience`}
                  </li>
                ) : null}
                {canvas.type === 'student' && canvas.educations[0]?.schoolName ? (
                  <li>
                    <IconSchool size={16} aria-hidden="true" />
                    {canvas.educations[0].schoolName}
                  </li>
                ) : null}
              </ul>
              <div className={classes.actions}>
                <CanvasActions canvas={canvas} interactive={!isLive} recipientName={name} />
              </div>
            </div>
          </div>
        </div>
      </header>

      <div className={classes.body}>
        <div className={classes.main}>
          <Section id={CANVAS_SECTIONS.about.id} eyebrow="Hello" title="About me">
            {introduction.description ? (
              <div className={classes.prose}>{introduction.description}</div>
            ) : (
              hint('Tell visitors who you are and what you love to create.')
            )}
            {media.featuredVideo ? (
              <>
                <button
                  type="button"
                  className={classes.featuredVideo}
                  onClick={() => setFeaturedOpen(true)}
                  aria-label={`Play ${media.featuredVideo.title || 'featured video'}`}
                >
                  {media.featuredVideo.youtubeId || media.featuredVideo.image ? (
                    <MediaImage
                      item={media.featuredVideo}
                      alt=""
                      className={classes.coverImage}
                      sizes="(min-width: 64em) 760px, 100vw"
                    />
                  ) : (
                    <video
                      className={classes.coverImage}
                      src={`${media.featuredVideo.url}#t=0.1`}
                      preload="metadata"
                      muted
                      playsInline
                    />
                  )}
                  <span className={classes.featuredPlay} aria-hidden="true">
                    <IconPlayerPlayFilled size={26} />
                  </span>
                </button>
                <MediaModal
                  item={featuredOpen ? media.featuredVideo : null}
                  label={media.featuredVideo.title || 'Featured video'}
                  onClose={() => setFeaturedOpen(false)}
                />
              </>
            ) : null}
          </Section>

          {canvas.educations.length > 0 || canvas.detail.categories.length > 0 || isLive ? (
            <Section
              eyebrow="Training"
              title={canvas.type === 'professional' ? 'Licenses & education' : 'Education'}
            >
              <ul className={classes.entryList}>
                {canvas.detail.categories.map((category) => (
                  <li key={`${category.optionId}-${category.name}`} className={classes.entry}>
                    <span className={classes.entryIcon} aria-hidden="true">
                      <IconCertificate size={20} stroke={1.6} />
                    </span>
                    <div>
                      <div className={classes.entryTitle}>{category.name}</div>
                      {category.licenseNumber || category.stateName ? (
                        <div className={classes.entryMeta}>
                          {[
                            category.licenseNumber ? `License ${category.licenseNumber}` : '',
                            category.stateName,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </div>
                      ) : null}
                    </div>
                  </li>
                ))}
                {canvas.educations.map((education) => (
                  <li key={education.uuid} className={classes.entry}>
                    <span className={classes.entryIcon} aria-hidden="true">
                      <IconSchool size={20} stroke={1.6} />
                    </span>
                    <div>
                      <div className={classes.entryTitle}>{education.schoolName}</div>
                      <div className={classes.entryMeta}>
                        {[
                          education.program?.name,
                          education.graduationDate
                            ? `${education.graduationDate > todayIsoDate() ? 'Graduating' : 'Graduated'} ${monthYear(education.graduationDate)}`
                            : '',
                          education.gpa !== null ? `GPA ${education.gpa}` : '',
                          education.attendance !== null ? `${education.attendance}% attendance` : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              {canvas.educations.length === 0 && canvas.detail.categories.length === 0
                ? hint('Your school or licenses will show here.')
                : null}
            </Section>
          ) : null}

          {work.length > 0 || isLive ? (
            <Section eyebrow="Portfolio" title="My work">
              {work.length > 0 ? (
                <WorkCarousel items={work} perSlide={workPerSlide(width)} label={`${name}'s work`} />
              ) : (
                hint('Add work photos and videos to show your craft.')
              )}
            </Section>
          ) : null}

          {introduction.reason || isLive ? (
            <Section eyebrow="Motivation" title="Why I'm here">
              {introduction.reason ? (
                <div className={`${classes.prose} ${classes.quote}`}>{introduction.reason}</div>
              ) : (
                hint('Share what you are looking for.')
              )}
            </Section>
          ) : null}

          {kpis.length > 0 ? (
            <Section eyebrow="By the numbers" title="KPIs">
              <ul className={classes.kpis}>
                {kpis.map((kpi) => (
                  <li key={kpi.key} className={classes.kpi}>
                    <span className={classes.kpiLabel}>{kpi.label}</span>
                    <span className={classes.kpiValue}>{kpi.value}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {canvas.employments.length > 0 || isLive ? (
            <Section eyebrow="Experience" title="Employment">
              {canvas.employments.length > 0 ? (
                <EmploymentList employments={canvas.employments} />
              ) : (
                hint('Your work history will show here.')
              )}
            </Section>
          ) : null}

          {canvas.achievements.length > 0 || isLive ? (
            <Section
              id={CANVAS_SECTIONS.awards.id}
              eyebrow="Recognition"
              title="Celebrations, certifications & awards"
            >
              {canvas.achievements.length > 0 ? (
                <AwardsList awards={canvas.achievements} badges={badges.data ?? []} />
              ) : (
                hint('Celebrate your certifications and awards here.')
              )}
            </Section>
          ) : null}

          {canvas.instagramHandle && canvas.id > 0 ? (
            <div className={classes.section}>
              <InstagramGrid canvasId={canvas.id} />
            </div>
          ) : null}
        </div>

        <aside className={classes.aside} aria-label="Details">
          <Section id={CANVAS_SECTIONS.additional.id} eyebrow="Details" title="Additional info">
            <div className={classes.card}>
              {info.preferredBrands.length > 0 ? (
                <div className={classes.infoGroup}>
                  <div className={classes.infoLabel}>Preferred brands</div>
                  <TagList label="Preferred brands" items={info.preferredBrands} />
                </div>
              ) : null}
              {info.specialities.length > 0 ? (
                <div className={classes.infoGroup}>
                  <div className={classes.infoLabel}>Specialties</div>
                  <TagList label="Specialties" items={info.specialities} />
                </div>
              ) : null}
              {info.softwares.length > 0 ? (
                <div className={classes.infoGroup}>
                  <div className={classes.infoLabel}>Software</div>
                  <TagList label="Software" items={info.softwares} />
                </div>
              ) : null}
              {payment ? (
                <div className={classes.infoGroup}>
                  <div className={classes.infoLabel}>Payment preference</div>
                  <div>{payment.name}</div>
                </div>
              ) : null}
              {introduction.isRelocated && introduction.relocateTo.length > 0 ? (
                <div className={classes.infoGroup}>
                  <div className={classes.infoLabel}>Open to relocating to</div>
                  <div>{introduction.relocateTo.join(', ')}</div>
                </div>
              ) : null}
              {hasAdditional ? null : (
                <p className={classes.placeholder}>
                  {isLive ? 'Brands, specialties and software will show here.' : 'Nothing added yet.'}
                </p>
              )}
            </div>
          </Section>

          <Section id={CANVAS_SECTIONS.social.id} eyebrow="Connect" title="Social media">
            <div className={classes.card}>
              {hasSocial ? (
                <SocialLinks socialMedia={canvas.socialMedia} ownerName={name} />
              ) : (
                <p className={classes.placeholder}>
                  {isLive ? 'Link your social profiles.' : 'No social profiles linked yet.'}
                </p>
              )}
            </div>
            <div className={`${classes.card} ${classes.qrCard}`}>
              <CanvasQrCode url={shareUrl} slug={canvas.slug} />
            </div>
          </Section>
        </aside>
      </div>

      {framed ? null : <BookServiceButton href={bookingHref} placement="sticky" />}
    </article>
  );
}
