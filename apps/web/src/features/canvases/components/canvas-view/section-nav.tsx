import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { defineIsland } from '@/lib/define-island';
import { useHydrated } from '@/lib/use-hydrated';
import { useInstagramMedias } from '../../instagram/api/get-instagram-medias';
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

interface SectionNavProps {
  name: string;
  sections: CanvasSection[];
  /** What the page is ('portfolio', 'canvas'), for the navigation's and the menu's names. */
  noun?: string;
  /** `sections` holds the Instagram section: it shows only with posts to show. */
  instagram?: InstagramEntry | null;
}

/**
 * The sections to list: the Instagram one only once there are posts (the same request as the grid's).
 * Not before hydration: the markup drawn on a server, without posts, must match first.
 */
function useListedSections(sections: CanvasSection[], instagram: InstagramEntry | null | undefined) {
  const hydrated = useHydrated();
  const medias = useInstagramMedias(instagram ? instagram.canvasId : null);
  if (!instagram) return sections;
  const hasPosts = hydrated && Boolean(medias.data?.username) && (medias.data?.medias.length ?? 0) > 0;
  return hasPosts ? sections : sections.filter((section) => section.id !== instagram.sectionId);
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
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

/** The sections as a menu (spec 2: 'A mobile menu exists'), in the hero on narrow layouts only. */
export function SectionMenu({
  sections: candidates,
  noun = 'portfolio',
  instagram,
}: Omit<SectionNavProps, 'name'>) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const sections = useListedSections(candidates, instagram);
  if (sections.length === 0) return null;
  return (
    <div className={classes.sectionMenu}>
      <Menu
        opened={opened}
        onChange={(value) => (value ? toggle() : close())}
        position="bottom-end"
        width={280}
      >
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={44}
            radius="xl"
            aria-label={`${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} sections`}
          >
            <IconListDetails size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {sections.map((section) => (
            <Menu.Item
              key={section.id}
              component="a"
              href={`#${section.id}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                close();
                jumpTo(event, section.id);
              }}
            >
              {section.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

/** The section bar on the public page: its links scroll smoothly and move the focus once live. */
export const SectionNavIsland = defineIsland('canvas-section-nav', SectionNav);
/** The narrow layouts' section menu, in the hero. */
export const SectionMenuIsland = defineIsland('canvas-section-menu', SectionMenu);
