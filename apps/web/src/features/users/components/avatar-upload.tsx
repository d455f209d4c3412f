import type { User } from '@canvas/shared';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { InitialsAvatar } from '@/components/initials-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import classes from './settings-page.module.css';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The profile photo: choose a file, watch the percentage, see the new photo (spec 2, spec 1 §4). */
export function AvatarUpload({ user }: { user: User }) {
  const [percent, setPercent] = useState(0);
  const upload = useUploadAvatar(setPercent);

  return (
    <Stack gap="sm">
      <div className={classes.avatarRow}>
        <InitialsAvatar
          name={user.profile}
          email={user.email}
          src={user.profile.avatar}
          alt="Your profile photo"
          size={96}
          kind="you"
          className={classes.avatar}
        />
        <Stack gap={6}>
          <FileButton
            accept={ACCEPT}
            onChange={(file) => {
              if (!file) return;
              setPercent(0);
              upload.mutate(file);
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconCamera size={16} aria-hidden="true" />}
                loading={upload.isPending}
                w="fit-content"
              >
                {user.profile.avatar ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPG, PNG, GIF or WebP, up to 5 MB.
          </Text>
        </Stack>
      </div>
      {upload.isPending ? (
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Progress value={percent} size="md" radius="xl" style={{ flex: 1 }} aria-label="Upload progress" />
          <Text size="sm" fw={600} w={44} ta="right">
            {percent}%
          </Text>
        </Group>
      ) : null}
      <FormError error={upload.error} fallback="The upload failed. Please try again." />
    </Stack>
  );
}
