import { type Canvas, formatBookingLink } from '@canvas/shared';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useBadgeMatches } from '../../api/match-badges';
import classes from './canvas-view.module.css';
import { OrgCanvasView } from './org/org-canvas-view';
import { CANVAS_SECTIONS, SectionNav } from './section-nav';
import { AboutSection } from './sections/about-section';
import { AdditionalInfoSection } from './sections/additional-info-section';
import { AwardsSection } from './sections/awards-section';
import { EducationSection } from './sections/education-section';
import { EmploymentSection } from './sections/employment-section';
import { HeroSection } from './sections/hero-section';
import { InstagramSection } from './sections/instagram-section';
import { KpiSection } from './sections/kpi-section';
import { MotivationSection } from './sections/motivation-section';
import { SocialSection } from './sections/social-section';
import { WorkSection } from './sections/work-section';
import { BookServiceButton } from './sticky-booking';
import {
  COMPACT_VIEW_MAX_PX,
  canvasShareUrl,
  isOrgType,
  kpiLines,
  WORK_PER_SLIDE_COMPACT,
  WORK_PER_SLIDE_WIDE,
  workItems,
} from './view-rules';

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
  /**
   * Business and school canvases: the content of Current Opportunities (school: Job Showcase).
   * The section and its menu entry show only when this is given, so a page passes it only when
   * there are opportunities to list.
   */
  opportunities?: ReactNode;
}

/** Items per work slide for a view this wide (spec 2 §9: 3, or 1 on mobile). */
export function workPerSlide(viewWidth: number): number {
  return viewWidth >= COMPACT_VIEW_MAX_PX ? WORK_PER_SLIDE_WIDE : WORK_PER_SLIDE_COMPACT;
}

/**
 * A canvas, rendered from the canvas object alone. The public page, the preview pages and the
 * editors' live preview panes all use it. Business and school canvases have a view of their own
 * (org/), composed from the same section components.
 */
export function CanvasView({
  canvas,
  mode,
  origin,
  framed = mode === 'live',
  opportunities,
}: CanvasViewProps) {
  if (isOrgType(canvas.type)) {
    return (
      <OrgCanvasView
        canvas={canvas}
        type={canvas.type}
        mode={mode}
        origin={origin}
        framed={framed}
        opportunities={opportunities}
      />
    );
  }
  return <PersonCanvasView canvas={canvas} mode={mode} origin={origin} framed={framed} />;
}

/**
 * A student or professional canvas (spec 2 "Public student or professional canvas view"); only
 * badge matching fetches anything. Each section is a component of its own (sections/), so other
 * canvas types can compose the ones they share; which sections show, and in what order, is decided
 * here.
 */
function PersonCanvasView({
  canvas,
  mode,
  origin,
  framed,
}: Omit<CanvasViewProps, 'framed'> & { framed: boolean }) {
  const { ref, width } = useElementSize();
  const isLive = mode === 'live';
  const { introduction, media, additionalInformation: info } = canvas;
  const name = introduction.name.trim() || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim();
  const bookingHref = formatBookingLink(canvas.bookingUrl);
  const work = workItems(media);
  const kpis = kpiLines(info.KPI);
  const shareUrl = canvasShareUrl(
    origin ?? (typeof window === 'undefined' ? '' : window.location.origin),
    canvas.slug,
  );
  // The view's only fetch stays here, so every section renders from its props alone.
  const badges = useBadgeMatches(canvas.achievements, !isLive);
  const showsAwards = canvas.achievements.length > 0 || isLive;

  const sections = [
    CANVAS_SECTIONS.about,
    ...(showsAwards ? [CANVAS_SECTIONS.awards] : []),
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

      <HeroSection canvas={canvas} name={name} isLive={isLive} />

      <div className={classes.body}>
        <div className={classes.main}>
          <AboutSection
            description={introduction.description}
            featuredVideo={media.featuredVideo}
            isLive={isLive}
          />
          {canvas.educations.length > 0 || canvas.detail.categories.length > 0 || isLive ? (
            <EducationSection
              canvasType={canvas.type}
              categories={canvas.detail.categories}
              educations={canvas.educations}
              isLive={isLive}
            />
          ) : null}
          {work.length > 0 || isLive ? (
            <WorkSection items={work} perSlide={workPerSlide(width)} ownerName={name} isLive={isLive} />
          ) : null}
          {introduction.reason || isLive ? (
            <MotivationSection reason={introduction.reason} isLive={isLive} />
          ) : null}
          {kpis.length > 0 ? <KpiSection kpis={kpis} /> : null}
          {canvas.employments.length > 0 || isLive ? (
            <EmploymentSection employments={canvas.employments} isLive={isLive} />
          ) : null}
          {showsAwards ? (
            <AwardsSection awards={canvas.achievements} badges={badges.data ?? []} isLive={isLive} />
          ) : null}
          {canvas.instagramHandle && canvas.id > 0 ? <InstagramSection canvasId={canvas.id} /> : null}
        </div>

        <aside className={classes.aside} aria-label="Details">
          <AdditionalInfoSection
            info={info}
            relocateTo={introduction.isRelocated ? introduction.relocateTo : []}
            isLive={isLive}
          />
          <SocialSection
            socialMedia={canvas.socialMedia}
            ownerName={name}
            shareUrl={shareUrl}
            slug={canvas.slug}
            isLive={isLive}
          />
        </aside>
      </div>

      {framed ? null : <BookServiceButton href={bookingHref} placement="sticky" />}
    </article>
  );
}
