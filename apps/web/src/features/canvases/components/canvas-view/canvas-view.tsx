import { type Canvas, formatBookingLink } from '@canvas/shared';
import type { ReactNode } from 'react';
import classes from './canvas-view.module.css';
import { OrgCanvasView } from './org/org-canvas-view';
import { useCanvasViewer } from './owner-view';
import { SectionMenuIsland } from './section-menu';
import { CANVAS_SECTIONS, SectionNavIsland } from './section-nav';
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
import { BookServiceButtonIsland } from './sticky-booking';
import {
  COMPACT_VIEW_MAX_PX,
  isOrgType,
  kpiLines,
  personCanvasName,
  personSectionsShown,
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
   * page: nothing sticks under the site header, and Book a Service is the hero's only.
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
 * here: the work first (issue 26: what a visitor came to see), and a section with nothing in it only
 * for its owner and in the editor (with a hint), never for visitors.
 */
function PersonCanvasView({
  canvas,
  mode,
  origin,
  framed,
}: Omit<CanvasViewProps, 'framed'> & { framed: boolean }) {
  const { isLive, isOwner, showsEmpty, shareUrl } = useCanvasViewer(canvas, mode, origin);
  const { introduction, media, additionalInformation: info } = canvas;
  const name = personCanvasName(canvas);
  const bookingHref = formatBookingLink(canvas.bookingUrl);
  const work = workItems(media);
  const kpis = kpiLines(info.KPI);
  const relocateTo = introduction.isRelocated ? introduction.relocateTo : [];
  const shows = personSectionsShown(canvas, showsEmpty);

  const sections = [
    ...(shows.about ? [CANVAS_SECTIONS.about] : []),
    ...(shows.awards ? [CANVAS_SECTIONS.awards] : []),
    ...(shows.additional ? [CANVAS_SECTIONS.additional] : []),
    CANVAS_SECTIONS.social,
  ];

  return (
    <article
      className={classes.root}
      data-mode={mode}
      data-framed={framed || undefined}
      aria-label={`${name}'s portfolio`}
    >
      <SectionNavIsland name={name} sections={sections} />

      <HeroSection
        canvas={canvas}
        name={name}
        isLive={isLive}
        bookingHref={bookingHref}
        isOwner={isOwner}
        shareUrl={shareUrl}
        sectionMenu={<SectionMenuIsland sections={sections} />}
      />

      <div className={classes.body}>
        <div className={classes.main}>
          {shows.work ? <WorkSection items={work} ownerName={name} isLive={showsEmpty} /> : null}
          {shows.about ? (
            <AboutSection
              description={introduction.description}
              featuredVideo={media.featuredVideo}
              isLive={showsEmpty}
            />
          ) : null}
          {shows.education ? (
            <EducationSection
              canvasType={canvas.type}
              categories={canvas.detail.categories}
              educations={canvas.educations}
              isLive={showsEmpty}
            />
          ) : null}
          {shows.motivation ? <MotivationSection reason={introduction.reason} isLive={showsEmpty} /> : null}
          {kpis.length > 0 ? <KpiSection kpis={kpis} /> : null}
          {shows.employment ? (
            <EmploymentSection employments={canvas.employments} isLive={showsEmpty} />
          ) : null}
          {shows.awards ? (
            <AwardsSection awards={canvas.achievements} isLive={showsEmpty} matchBadges={!isLive} />
          ) : null}
          {canvas.instagramHandle && canvas.id > 0 ? <InstagramSection canvasId={canvas.id} /> : null}
        </div>

        <aside className={classes.aside} aria-label="Details">
          {shows.additional ? (
            <AdditionalInfoSection info={info} relocateTo={relocateTo} isLive={showsEmpty} />
          ) : null}
          <SocialSection
            socialMedia={canvas.socialMedia}
            ownerName={name}
            shareUrl={shareUrl}
            slug={canvas.slug}
            isLive={showsEmpty}
          />
        </aside>
      </div>

      {framed || !bookingHref ? null : <BookServiceButtonIsland href={bookingHref} />}
    </article>
  );
}
