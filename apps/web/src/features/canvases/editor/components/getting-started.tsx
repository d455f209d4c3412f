import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconLayoutList, IconRocket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { useSession } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { useMarkEditorWelcomed } from '../../api/mark-editor-welcomed';
import classes from './getting-started.module.css';

/**
 * Set once the overlay was dismissed on this device before it was remembered per account; still
 * honoured so nobody who closed it sees it again.
 */
export const GETTING_STARTED_STORAGE_KEY = 'canvasEditorIntroSeen';

/**
 * The device's note that this account closed the overlay (issue 26: once per account, so a second
 * account on a shared phone still gets its welcome). The server remembers it too (users.
 * editor_welcomed_at, the user info's editorWelcome) for the account's other devices; the note is the
 * instant answer, so the overlay never flashes while the user info is on its way.
 */
export function gettingStartedKey(userId: number): string {
  return `${GETTING_STARTED_STORAGE_KEY}:${userId}`;
}

function seen(userId: number | undefined): boolean {
  if (readStorage(GETTING_STARTED_STORAGE_KEY) !== null) return true;
  return userId !== undefined && readStorage(gettingStartedKey(userId)) !== null;
}

const STEPS = [
  {
    icon: <IconLayoutList size={20} aria-hidden="true" />,
    title: 'Fill in the panels',
    text: 'Open any section on the left. Start with About Me and a featured photo.',
  },
  {
    icon: <IconDeviceDesktop size={20} aria-hidden="true" />,
    title: 'Watch it come together',
    text: 'The preview shows your canvas as visitors will see it, as you type.',
  },
  {
    icon: <IconRocket size={20} aria-hidden="true" />,
    title: 'Publish when you are ready',
    text: 'Your work is saved every 20 seconds. Publish to get your shareable link.',
  },
] as const;

/** The getting-started overlay for first-time users (spec 2 editor), once per account, on any device. */
export function GettingStarted() {
  const { user } = useSession();
  const userId = user?.id;
  const welcomedOnServer = user?.editorWelcome === false;
  const [closedHere] = useState(() => seen(userId));
  const [opened, setOpened] = useState(true);
  const { mutate } = useMarkEditorWelcomed();

  // Closed on this device before the server remembered it: the server is told once, so the
  // account's other devices do not welcome it again.
  const told = useRef(false);
  useEffect(() => {
    if (!closedHere || user?.editorWelcome !== true || told.current) return;
    told.current = true;
    mutate();
  }, [closedHere, user?.editorWelcome, mutate]);

  const dismiss = () => {
    if (userId !== undefined) writeStorage(gettingStartedKey(userId), '1');
    setOpened(false);
    mutate();
  };
  return (
    <Modal
      opened={opened && !closedHere && !welcomedOnServer}
      onClose={dismiss}
      title="Welcome to your canvas"
      size={520}
    >
      <Stack gap="lg">
        <div>
          <Eyebrow>Getting started</Eyebrow>
          <Text size="sm" c="gray.7">
            Three things to know before you begin.
          </Text>
        </div>
        <ol className={classes.steps}>
          {STEPS.map((step) => (
            <li key={step.title} className={classes.step}>
              <ThemeIcon variant="light" color="plum" radius="xl" size={40}>
                {step.icon}
              </ThemeIcon>
              <div>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </div>
            </li>
          ))}
        </ol>
        <Button onClick={dismiss} size="md" data-autofocus>
          Start building
        </Button>
      </Stack>
    </Modal>
  );
}
