import { type Canvas, messages } from '@canvas/shared';
import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconMessageCircle,
  IconPrinter,
  IconShare3,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToggleBookmark } from '@/api/bookmarks/toggle-bookmark';
import { sendMemberMessage } from '@/api/messages/send-member-message';
import { MessageModal } from '@/components/message-modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useOpenCanvasPdf } from '../../api/canvas-pdf';

interface CanvasActionsProps {
  canvas: Canvas;
  /** `live`: the editor's preview; the buttons show but do nothing. */
  interactive: boolean;
  recipientName: string;
  /** The message button's label: 'Message me' on a person's canvas. */
  messageLabel?: string;
  /** The print button's label: 'Print Resume' on a person's canvas, 'Print flyer' on a business's. */
  printLabel?: string;
  /** With the canvas's public link, a Share button: the device's share sheet, or copying the link. */
  shareUrl?: string;
}

/** Message me, Bookmark / Remove Bookmark and Print Resume (spec 2 public canvas view). */
export function CanvasActions({
  canvas,
  interactive,
  recipientName,
  messageLabel = 'Message me',
  printLabel = 'Print Resume',
  shareUrl,
}: CanvasActionsProps) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [messageOpened, setMessageOpened] = useState(false);
  const [bookmarked, setBookmarked] = useState(canvas.isBookmarked);
  const bookmark = useToggleBookmark();
  const pdf = useOpenCanvasPdf();
  const clipboard = useClipboard({ timeout: 2500 });

  useEffect(() => setBookmarked(canvas.isBookmarked), [canvas.isBookmarked]);

  /** Spec 2 §6: a visitor is sent to /sign-in?from={path} and comes back here afterwards. */
  const requireSignIn = (): boolean => {
    if (isSignedIn) return true;
    navigate(paths.signIn.getHref({ from: `${location.pathname}${location.search}` }));
    return false;
  };

  const onBookmark = () => {
    if (!requireSignIn()) return;
    bookmark.mutate(
      { id: canvas.id, action: bookmarked ? 'remove' : 'add' },
      { onSuccess: (isBookmarked) => setBookmarked(isBookmarked) },
    );
  };

  const onMessage = () => {
    if (requireSignIn()) setMessageOpened(true);
  };

  const onPrint = () =>
    pdf.mutate(
      { id: canvas.id, isPublic: canvas.status === 'public' },
      {
        onError: (error) =>
          notify.error({ id: 'canvas-pdf', message: isApiError(error) ? error.message : String(error) }),
      },
    );

  const onShare = () => {
    if (!shareUrl) return;
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      navigator.share({ title: recipientName, url: shareUrl }).catch(() => {
        // Dismissing the share sheet rejects the promise; that is the visitor's choice, not a failure.
      });
      return;
    }
    clipboard.copy(shareUrl);
    notify.success({ id: 'link-copied', message: messages.linkCopied });
  };

  const disabled = !interactive;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
          onClick={onMessage}
          disabled={disabled}
        >
          {messageLabel}
        </Button>
        <Button
          variant={bookmarked ? 'light' : 'default'}
          leftSection={
            bookmarked ? (
              <IconBookmarkFilled size={18} aria-hidden="true" />
            ) : (
              <IconBookmark size={18} aria-hidden="true" />
            )
          }
          onClick={onBookmark}
          loading={bookmark.isPending}
          disabled={disabled}
        >
          {bookmarked ? 'Remove Bookmark' : 'Bookmark'}
        </Button>
        {shareUrl ? (
          <Button
            variant="subtle"
            leftSection={<IconShare3 size={18} aria-hidden="true" />}
            onClick={onShare}
            disabled={disabled}
          >
            Share
          </Button>
        ) : null}
        <Button
          variant="subtle"
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
          onClick={onPrint}
          loading={pdf.isPending}
          disabled={disabled}
        >
          {printLabel}
        </Button>
      </Group>
      {interactive ? (
        <MessageModal
          opened={messageOpened}
          onClose={() => setMessageOpened(false)}
          recipientName={recipientName}
          onSend={(msg) => sendMemberMessage({ ownerId: canvas.owner.id, canvasId: canvas.id, msg })}
        />
      ) : null}
    </>
  );
}
