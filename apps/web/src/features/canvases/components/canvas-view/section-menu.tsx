import { ActionIcon } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineIsland } from '@/lib/define-island';
import classes from './canvas-view.module.css';
import { type SectionNavProps, useListedSections } from './section-nav';

// Mantine's Menu loads at the first press: the button is in the first screen of a phone, the menu not.
const SectionMenuDropdown = lazy(() =>
  import('./section-menu-dropdown').then((module) => ({ default: module.SectionMenuDropdown })),
);

/** The sections as a menu (spec 2: 'A mobile menu exists'), in the hero on narrow layouts only. */
export function SectionMenu({
  sections: candidates,
  noun = 'portfolio',
  instagram,
}: Omit<SectionNavProps, 'name'>) {
  const [wanted, setWanted] = useState(false);
  const sections = useListedSections(candidates, instagram);
  if (sections.length === 0) return null;
  const label = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} sections`;
  const button = (onClick?: () => void) => (
    <ActionIcon
      variant="default"
      size={44}
      radius="xl"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
    >
      <IconListDetails size={20} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <div className={classes.sectionMenu}>
      {wanted ? (
        <Suspense fallback={button()}>
          <SectionMenuDropdown sections={sections} label={label} />
        </Suspense>
      ) : (
        button(() => setWanted(true))
      )}
    </div>
  );
}

/** The narrow layouts' section menu, in the hero of the public page. */
export const SectionMenuIsland = defineIsland('canvas-section-menu', SectionMenu, 'form');
