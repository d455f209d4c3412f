import type { Canvas } from '@canvas/shared';
import type { ReactNode } from 'react';
import viewClasses from '../canvas-view.module.css';
import { useCanvasViewer } from '../owner-view';
import { SectionMenuIsland } from '../section-menu';
import { orgSections, SectionNavIsland } from '../section-nav';
import { AwardsSection } from '../sections/awards-section';
import { InstagramSectionWithPostsIsland } from '../sections/instagram-section';
import { Section } from '../sections/section';
import { SocialSection } from '../sections/social-section';
import { type OrgCanvasType, orgSectionKeys } from '../view-rules';
import { AboutUsSection } from './about-us-section';
import { LocationsSectionIsland } from './locations-section';
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
  const { isLive, isOwner, showsEmpty, shareUrl } = useCanvasViewer(canvas, mode, origin);
  const { introduction, media } = canvas;
  const name = introduction.name.trim();
  const navName = name || (type === 'school' ? 'School' : 'Company');
  const hasOpportunities = opportunities !== undefined && opportunities !== null && opportunities !== false;
  // Instagram shows only with posts, which arrive later: its section and menu entry are drawn as
  // candidates, and each lists or draws it once the posts are in (the same request).
  const hasInstagram = Boolean(canvas.instagramHandle) && canvas.id > 0;
  const keys = orgSectionKeys(canvas, {
    isLive: showsEmpty,
    hasInstagramPosts: hasInstagram,
    hasOpportunities,
  });
  const shows = new Set(keys);
  const sections = orgSections(type);
  const listed = keys.map((key) => sections[key]);
  const instagram = hasInstagram ? { canvasId: canvas.id, sectionId: sections.instagram.id } : null;
  const videos = [...media.additionalVideo].sort(byOrder);

  return (
    <article
      className={`${viewClasses.root} ${classes.root}`}
      data-mode={mode}
      data-framed={framed || undefined}
      data-canvas-type={type}
      aria-label={`${navName}'s canvas`}
    >
      <SectionNavIsland name={navName} sections={listed} noun="canvas" instagram={instagram} />

      <OrgHeroSection
        canvas={canvas}
        type={type}
        name={name}
        shareUrl={shareUrl}
        isLive={isLive}
        isOwner={isOwner}
        sectionMenu={<SectionMenuIsland sections={listed} noun="canvas" instagram={instagram} />}
      />

      <div className={classes.body}>
        {shows.has('about') ? (
          <AboutUsSection
            id={sections.about.id}
            title={sections.about.label}
            description={introduction.description}
            featuredVideo={media.featuredVideo}
            videos={videos}
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
            isLive={showsEmpty}
            matchBadges={!isLive}
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
        {shows.has('instagram') ? (
          <InstagramSectionWithPostsIsland canvasId={canvas.id} id={sections.instagram.id} />
        ) : null}
        {shows.has('locations') ? (
          <LocationsSectionIsland
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
