import { Burger, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import classes from './canvas-view.module.css';

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

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Move focus with the view so keyboard and screen reader users continue from the section.
  target.focus({ preventScroll: true });
}

interface SectionNavProps {
  name: string;
  sections: CanvasSection[];
}

/** Jumps to the canvas's sections; a menu on narrow layouts. */
export function SectionNav({ name, sections }: SectionNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    close();
    scrollToSection(id);
  };
  return (
    <nav className={classes.sectionNav} aria-label={`${name}'s portfolio sections`}>
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
                onClick={(event) => onClick(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={classes.sectionMenu}>
          <Menu
            opened={opened}
            onChange={(value) => (value ? toggle() : close())}
            position="bottom-end"
            width={280}
          >
            <Menu.Target>
              <Burger opened={opened} size="sm" aria-label="Portfolio sections" />
            </Menu.Target>
            <Menu.Dropdown>
              {sections.map((section) => (
                <Menu.Item
                  key={section.id}
                  component="a"
                  href={`#${section.id}`}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => onClick(event, section.id)}
                >
                  {section.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </div>
      </div>
    </nav>
  );
}
