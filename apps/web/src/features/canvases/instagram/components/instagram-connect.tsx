import { messages, stripInstagramHandle } from '@canvas/shared';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandInstagram, IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '@/lib/notify';
import { useInstagramApp } from '../api/get-instagram-app';
import { useInstagramPortfolio } from '../api/get-instagram-portfolio';
import { useRemoveInstagramPortfolio } from '../api/remove-instagram-portfolio';
import { useStartInstagramConnect } from '../api/start-instagram-connect';
import { leaveForInstagram } from '../leave-for-instagram';
import classes from './instagram.module.css';

export interface InstagramConnectProps {
  /** The saved canvas; null or 0 while it has never been saved. */
  canvasId: number | null;
  handle: string;
  onHandleChange: (handle: string) => void;
  /**
   * Called before the browser leaves for Instagram (e.g. save the editor), so no edit is lost.
   * A rejected promise keeps the user on the page.
   */
  onBeforeConnect?: () => Promise<unknown> | undefined;
}

/**
 * The Instagram row of the Social Media panel (spec 2 §2, §4, §5, §8): the handle, typed with every
 * character other than letters, digits, dot and underscore stripped as it is typed; Connect (the
 * canvas must be saved first: 'Please save first'); once connected, the account and Disconnect,
 * which clears the handle. Without a configured Instagram app only the handle field is shown.
 */
export function InstagramConnect({
  canvasId,
  handle,
  onHandleChange,
  onBeforeConnect,
}: InstagramConnectProps) {
  const location = useLocation();
  const app = useInstagramApp();
  const savedId = canvasId && canvasId > 0 ? canvasId : null;
  const portfolio = useInstagramPortfolio(savedId);
  const start = useStartInstagramConnect();
  const remove = useRemoveInstagramPortfolio();
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    if (portfolio.error) console.warn('Instagram connection could not be read', portfolio.error);
  }, [portfolio.error]);

  const connection = savedId ? (portfolio.data?.connection ?? null) : null;
  const canConnect = app.data?.configured === true;

  const connect = async () => {
    if (!savedId) {
      notify.warning({
        id: 'instagram-save-first',
        title: messages.instagramSaveFirst,
        message: messages.instagramSaveFirstDescription,
      });
      return;
    }
    setIsLeaving(true);
    try {
      await onBeforeConnect?.();
      const authorizeUrl = await start.mutateAsync({
        canvasId: savedId,
        from: `${location.pathname}${location.search}`,
      });
      leaveForInstagram(authorizeUrl);
    } catch (error) {
      // The save or the server refused; its own message has been shown. Stay on the page.
      console.warn('Instagram connect did not start', error);
      setIsLeaving(false);
    }
  };

  const disconnect = () => {
    if (!savedId) return;
    remove.mutate(savedId, {
      onSuccess: () => {
        onHandleChange('');
        notify.success({ id: 'instagram-disconnected', message: messages.instagramDisconnected });
      },
      // Spec 2 §8: an Instagram update or remove failure is logged only.
      onError: (error) => console.warn('Instagram disconnect failed', error),
    });
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Instagram"
        placeholder="yourhandle"
        value={handle}
        onChange={(event) => onHandleChange(stripInstagramHandle(event.currentTarget.value))}
        leftSection={<span className={classes.at}>@</span>}
        readOnly={connection !== null}
        description={
          connection
            ? 'Connected: the handle follows your Instagram account.'
            : 'Letters, numbers, dots and underscores.'
        }
        maxLength={60}
        autoComplete="off"
        spellCheck={false}
      />
      {canConnect ? (
        connection ? (
          <Group gap="sm" wrap="wrap" justify="space-between" className={classes.connected}>
            <Group gap={8} wrap="wrap">
              <IconCircleCheck size={18} aria-hidden="true" className={classes.check} />
              <Text size="sm">
                Connected as{' '}
                <Text span fw={600}>
                  @{connection.username}
                </Text>
              </Text>
              {app.data?.demo ? (
                <Badge variant="outline" color="plum" size="sm">
                  Demo
                </Badge>
              ) : null}
            </Group>
            <Button
              variant="subtle"
              color="blush.8"
              size="compact-sm"
              leftSection={<IconPlugConnectedX size={16} aria-hidden="true" />}
              onClick={disconnect}
              loading={remove.isPending}
            >
              Disconnect
            </Button>
          </Group>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconBrandInstagram size={18} aria-hidden="true" />}
              onClick={connect}
              loading={isLeaving}
            >
              Connect Instagram
            </Button>
            <Text size="xs" c="dimmed">
              Show your latest 8 posts on your canvas.
            </Text>
          </Group>
        )
      ) : null}
    </Stack>
  );
}
