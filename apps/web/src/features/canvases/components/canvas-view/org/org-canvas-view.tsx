import type { Canvas } from '@canvas/shared';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useBadgeMatches } from '../../../api/match-badges';
import { useInstagramMedias } from '../../../instagram/api/get-instagram-medias';
import viewClasses from '../canvas-view.module.css';
import { useCanvasViewer } from '../owner-view';
import { orgSections, SectionMenu, SectionNav } from '../section-nav';
import { AwardsSection } from '../sections/awards-section';
import { InstagramSection } from '../sections/instagram-section';
import { Section } from '../sections/section';
import { SocialSection } from '../sections/social-section';
import {
  COMPACT_VIEW_MAX_PX,
  type OrgCanvasType,
  orgSectionKeys,
  WORK_PER_SLIDE_COMPACT,
  WORK_PER_SLIDE_WIDE,
} from '../view-rules';
import { AboutUsSection } from './about-us-section';
import { LocationsSection } from './locations-section';
import { OrgAdditionalInfoSection } from './org-additional-info-section';
import classes from './org-canvas-view.module.css';
import { OrgHeroSection } from './org-hero-section';
import { TeamSection } from './team-section';

export interface OrgCanvasViewProps {
  canvas: Canvas;
  type: OrgCanvasType;
  mode: 'public' | 'preview' | 'live';
  origin?: string;
  framed: boolean;
  /** Current Opportunities / Job Showcase; the section and its menu entry show only when given. */
  opportunities?: ReactNode;
}

const byOrder = <T extends { order?: number | null }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0);

/**
 * A business or school canvas (spec 2 "Preview page (business and school)"): hero, About Us, Our
 * Team (school: Why Choose Our School), Awards, Additional Info, Instagram, Locations with the map,
 * Current Opportunities (school: Job Showcase) and Social Media, one column in page order so the
 * header menu reads top to bottom.
 */
export function OrgCanvasView({ canvas, type, mode, origin, framed, opportunities }: OrgCanvasViewProps) {
  const { ref, width } = useElementSize();
  const { isLive, isOwner, showsEmpty, shareUrl } = useCanvasViewer(canvas, mode, origin);
  const { introduction, media } = canvas;
  const name = introduction.name.trim();
  const navName = name || (type === 'school' ? 'School' : 'Company');
  const badges = useBadgeMatches(canvas.achievements, !isLive);
  const hasOpportunities = opportunities !== undefined && opportunities !== null && opportunities !== false;
  // The same query the Instagram grid makes (one request): the menu lists Instagram only with posts.
  const instagram = useInstagramMedias(canvas.instagramHandle && canvas.id > 0 ? canvas.id : null);
  const hasInstagramPosts = Boolean(instagram.data?.username) && (instagram.data?.medias.length ?? 0) > 0;
  const keys = orgSectionKeys(canvas, { isLive: showsEmpty, hasInstagramPosts, hasOpportunities });
  const shows = new Set(keys);
  const sections = orgSections(type);
  const videos = [...media.additionalVideo].sort(byOrder);
  const perSlide = width >= COMPACT_VIEW_MAX_PX ? WORK_PER_SLIDE_WIDE : WORK_PER_SLIDE_COMPACT;

  return (
    <article
      ref={ref}
      className={`${viewClasses.root} ${classes.root}`}
      data-mode={mode}
      data-framed={framed || undefined}
      data-canvas-type={type}
      aria-label={`${navName}'s canvas`}
    >
      <SectionNav name={navName} sections={keys.map((key) => sections[key])} noun="canvas" />

      <OrgHeroSection
        canvas={canvas}
        type={type}
        name={name}
        shareUrl={shareUrl}
        isLive={isLive}
        isOwner={isOwner}
        sectionMenu={<SectionMenu sections={keys.map((key) => sections[key])} noun="canvas" />}
      />

      <div className={classes.body}>
        {shows.has('about') ? (
          <AboutUsSection
            id={sections.about.id}
            title={sections.about.label}
            description={introduction.description}
            featuredVideo={media.featuredVideo}
            videos={videos}
            perSlide={perSlide}
            name={name}
            isLive={showsEmpty}
          />
        ) : null}
        {shows.has('team') ? (
          <TeamSection
            id={sections.team.id}
            type={type}
            title={sections.team.label}
            teamPhoto={media.teamPhoto}
            reason={introduction.reason}
            name={name}
            isLive={showsEmpty}
          />
        ) : null}
        {shows.has('awards') ? (
          <AwardsSection
            awards={canvas.achievements}
            badges={badges.data ?? []}
            isLive={showsEmpty}
            title={sections.awards.label}
          />
        ) : null}
        {shows.has('additional') ? (
          <OrgAdditionalInfoSection
            id={sections.additional.id}
            info={canvas.additionalInformation}
            isLive={showsEmpty}
          />
        ) : null}
        {shows.has('instagram') ? <InstagramSection canvasId={canvas.id} id={sections.instagram.id} /> : null}
        {shows.has('locations') ? (
          <LocationsSection
            id={sections.locations.id}
            type={type}
            locations={canvas.detail.locations}
            isLive={showsEmpty}
          />
        ) : null}
        {shows.has('opportunities') ? (
          <Section
            id={sections.opportunities.id}
            eyebrow={type === 'school' ? 'Careers' : 'Join us'}
            title={sections.opportunities.label}
          >
            {opportunities}
          </Section>
        ) : null}
        <div className={classes.social}>
          <SocialSection
            socialMedia={canvas.socialMedia}
            ownerName={navName}
            shareUrl={shareUrl}
            slug={canvas.slug}
            isLive={showsEmpty}
            title={sections.social.label}
            noun="canvas"
          />
        </div>
      </div>
    </article>
  );
}
