import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useSyncExternalStore } from 'react';
import { defineIsland } from '@/lib/define-island';
import { instagramKeys } from '../../instagram/api/keys';
import classes from './canvas-view.module.css';
import type { OrgCanvasType, OrgSectionKey } from './view-rules';

export interface CanvasSection {
  id: string;
  label: string;
}

/** The header navigation's sections (spec 2 public canvas view), in page order. */
export const CANVAS_SECTIONS = {
  about: { id: 'canvas-about', label: 'About me' },
  awards: { id: 'canvas-awards', label: 'Celebrations certifications and awards' },
  additional: { id: 'canvas-additional', label: 'Additional info' },
  social: { id: 'canvas-social', label: 'Social media' },
} as const satisfies Record<string, CanvasSection>;

/**
 * The header navigation of a business or school canvas (spec 2 "Preview page (business and
 * school)"), in page order; schools call Our Team 'Why Choose Our School' and opportunities 'Job
 * Showcase'. About, awards, additional info and social keep the person view's anchors.
 */
export function orgSections(type: OrgCanvasType): Record<OrgSectionKey, CanvasSection> {
  const isSchool = type === 'school';
  return {
    about: { id: CANVAS_SECTIONS.about.id, label: 'About Us' },
    team: { id: 'canvas-team', label: isSchool ? 'Why Choose Our School' : 'Our Team' },
    awards: { id: CANVAS_SECTIONS.awards.id, label: 'Awards' },
    additional: { id: CANVAS_SECTIONS.additional.id, label: 'Additional Info' },
    instagram: { id: 'canvas-instagram', label: 'Instagram' },
    locations: { id: 'canvas-locations', label: 'Locations' },
    opportunities: {
      id: 'canvas-opportunities',
      label: isSchool ? 'Job Showcase' : 'Current Opportunities',
    },
    social: { id: CANVAS_SECTIONS.social.id, label: 'Social Media' },
  };
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Move focus with the view so keyboard and screen reader users continue from the section.
  target.focus({ preventScroll: true });
}

/** A section listed only once the canvas's Instagram posts have loaded (a business's or school's). */
export interface InstagramEntry {
  canvasId: number;
  sectionId: string;
}

export interface SectionNavProps {
  name: string;
  sections: CanvasSection[];
  /** What the page is ('portfolio', 'canvas'), for the navigation's and the menu's names. */
  noun?: string;
  /** `sections` holds the Instagram section: it shows only with posts to show. */
  instagram?: InstagramEntry | null;
}

/**
 * The sections to list: the Instagram one only once there are posts. It reads the posts the
 * Instagram section fetched (its query, without asking again or reading the schema here: the bar
 * is in the first screen). The markup drawn on a server, without posts, is the hydration's too.
 */
export function useListedSections(sections: CanvasSection[], instagram: InstagramEntry | null | undefined) {
  const client = useQueryClient();
  const canvasId = instagram?.canvasId ?? null;
  const hasPosts = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => {
      if (canvasId === null) return false;
      const data = client.getQueryData<{ username: string | null; medias: unknown[] }>(
        instagramKeys.medias(canvasId),
      );
      return Boolean(data?.username) && (data?.medias.length ?? 0) > 0;
    },
    () => false,
  );
  if (!instagram || hasPosts) return sections;
  return sections.filter((section) => section.id !== instagram.sectionId);
}

export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  scrollToSection(id);
}

/**
 * Jumps to the canvas's sections: a sticky bar under the site header on wide layouts only. On
 * narrow ones the site header's menu is the one menu at the top, and SectionMenu sits in the hero.
 */
export function SectionNav({ name, sections: candidates, noun = 'portfolio', instagram }: SectionNavProps) {
  const sections = useListedSections(candidates, instagram);
  return (
    <nav className={classes.sectionNav} aria-label={`${name}'s ${noun} sections`}>
      <div className={classes.sectionNavInner}>
        <span className={classes.sectionNavName} aria-hidden="true">
          {name}
        </span>
        <ul className={classes.sectionLinks}>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={classes.sectionLink}
                onClick={(event) => jumpTo(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The section bar on the public page: its links scroll smoothly and move the focus once live. */
export const SectionNavIsland = defineIsland('canvas-section-nav', SectionNav);
