import type { Canvas } from '@canvas/shared';
import { Button, Group } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusNotice as Notice } from '@/components/status-notice';
import { paths } from '@/lib/paths';
import type { OrgCanvasType } from '../model/org-draft';

/**
 * What a view-only member (a teacher assistant, other staff or a business's non-admin) sees at the
 * editor's address: why they cannot edit, and where they can look at the canvas instead.
 */
export function OrgReadOnlyNotice({ canvas, type }: { canvas: Canvas; type: OrgCanvasType }) {
  const name = canvas.introduction.name.trim() || `this ${type}`;
  const editors = type === 'school' ? 'its admins and teachers' : 'its admins';
  const role = canvas.memberRole
    ? `As ${article(canvas.memberRole)} ${canvas.memberRole} of ${name}, you`
    : 'You';
  return (
    <Notice
      icon={<IconLock size={28} aria-hidden="true" />}
      title="You can view this canvas, not edit it"
      text={`${role} can see the canvas; only ${editors} can change it.`}
      action={
        <Group gap="sm" justify="center">
          <Button
            component={Link}
            to={paths.canvasPreview[type].getHref(canvas.id)}
            variant="light"
            leftSection={<IconEye size={16} aria-hidden="true" />}
          >
            View the canvas
          </Button>
          <Button component={Link} to={paths.myCanvases.getHref()} variant="default">
            Go to My Portfolios
          </Button>
        </Group>
      }
    />
  );
}

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
