import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import type { WelcomeKind } from '../dashboard-model';

interface WelcomeStep {
  title: string;
  lead: string;
  points: string[];
}

/**
 * What each welcome says (spec 3 My Dashboard: "student, pro, school, business; video or steps";
 * school and business in two steps). Written for this product.
 */
export const WELCOME_STEPS: Record<WelcomeKind, WelcomeStep[]> = {
  student: [
    {
      title: 'Welcome to your dashboard',
      lead: 'Everything you applied to, in one place.',
      points: [
        'My Opportunities lists each application and where it stands.',
        'Withdraw or message the poster from the same row.',
        'You hear back here and by email whenever a salon moves you on.',
      ],
    },
  ],
  professional: [
    {
      title: 'Welcome to your dashboard',
      lead: 'Your applications and their answers, at a glance.',
      points: [
        'My Opportunities shows every opportunity you applied to with your portfolio.',
        'Each status change reaches you here and by email.',
        'Message a poster or withdraw whenever your plans change.',
      ],
    },
  ],
  business: [
    {
      title: 'Welcome to your hiring dashboard',
      lead: 'Post, review and hire from one place.',
      points: [
        'Posted Opportunities: publish jobs, see their views and switch them on or off.',
        'Open the applicants of any opportunity and move candidates through your pipeline.',
      ],
    },
    {
      title: 'Bring your team along',
      lead: 'Hiring is easier together.',
      points: [
        'My Team: invite coworkers and give them a role; Admins manage opportunities with you.',
        'Stats: candidates by stage for every location, and how many are hired.',
      ],
    },
  ],
  school: [
    {
      title: 'Welcome to your school dashboard',
      lead: 'Your staff and your job board in one place.',
      points: [
        'Posted Opportunities: share openings with your students and graduates.',
        'See views and applicants for each opportunity.',
      ],
    },
    {
      title: 'Invite your staff',
      lead: 'Teachers and admins work from the same dashboard.',
      points: [
        'My Team: add coworkers by name or email and choose their role.',
        'Switch between your canvases with the Dashboard menu at the top.',
      ],
    },
  ],
};

interface WelcomeOverlayProps {
  kind: WelcomeKind;
  opened: boolean;
  onClose: () => void;
}

/** The first-visit welcome of My Dashboard; closing it (or finishing its steps) is remembered by the caller. */
export function WelcomeOverlay({ kind, opened, onClose }: WelcomeOverlayProps) {
  const steps = WELCOME_STEPS[kind];
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)];
  if (!step) return null;
  const last = index >= steps.length - 1;

  return (
    <Modal opened={opened} onClose={onClose} title={step.title} size="lg" centered>
      <Stack gap="md">
        {steps.length > 1 ? (
          <Text size="sm" c="dimmed">
            Step {index + 1} of {steps.length}
          </Text>
        ) : null}
        <Text fw={600}>{step.lead}</Text>
        <List spacing="xs">
          {step.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <DialogActions>
          {index > 0 ? (
            <Button variant="default" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          ) : null}
          {last ? (
            <Button onClick={onClose}>Get started</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
