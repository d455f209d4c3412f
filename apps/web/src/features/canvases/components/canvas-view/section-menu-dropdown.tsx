import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { type CanvasSection, jumpTo } from './section-nav';

/** The section menu itself, open from its first press (SectionMenu loads it then). */
export function SectionMenuDropdown({ sections, label }: { sections: CanvasSection[]; label: string }) {
  const [opened, { toggle, close }] = useDisclosure(true);
  return (
    <Menu
      opened={opened}
      onChange={(value) => (value ? toggle() : close())}
      position="bottom-end"
      width={280}
    >
      <Menu.Target>
        <ActionIcon variant="default" size={44} radius="xl" aria-label={label}>
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
  );
}
