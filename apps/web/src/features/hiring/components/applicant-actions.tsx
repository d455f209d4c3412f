import { type ApplicantRow, messages } from '@canvas/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconDots, IconExternalLink, IconLink, IconMessage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notify';
import { applicantCanvasHref, applicantName } from '../applicants-model';

/** Spec 3: Copy link acts after 500 ms. */
export const COPY_LINK_DELAY_MS = 500;

interface ApplicantActionsProps {
  row: ApplicantRow;
  onMessage: (row: ApplicantRow) => void;
}

/** A row's actions (spec 3): Message, View (the candidate's canvas in a new tab), Copy link. */
export function ApplicantActions({ row, onMessage }: ApplicantActionsProps) {
  const clipboard = useClipboard();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const href = applicantCanvasHref(row);
  const name = applicantName(row);

  const copyLink = () => {
    if (!href) return;
    const url = `${window.location.origin}${href}`;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      clipboard.copy(url);
      notify.success({ id: 'link-copied', message: messages.linkCopied });
    }, COPY_LINK_DELAY_MS);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconMessage size={16} aria-hidden="true" />} onClick={() => onMessage(row)}>
          Message
        </Menu.Item>
        {href ? (
          <>
            <Menu.Item
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              View
            </Menu.Item>
            <Menu.Item leftSection={<IconLink size={16} aria-hidden="true" />} onClick={copyLink}>
              Copy link
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
