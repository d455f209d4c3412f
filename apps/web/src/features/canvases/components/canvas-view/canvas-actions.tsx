import { type Canvas, messages } from '@canvas/shared';
import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconMessageCircle,
  IconPencil,
  IconPrinter,
  IconShare3,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useToggleBookmark } from '@/api/bookmarks/toggle-bookmark';
import { sendMemberMessage } from '@/api/messages/send-member-message';
import { MessageModal } from '@/components/message-modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useOpenCanvasPdf } from '../../api/canvas-pdf';
import {
  INTENT_PARAM,
  parseIntent,
  returnPathWithIntent,
  type SignInIntent,
  searchWithoutIntent,
} from './sign-in-intent';

interface CanvasActionsProps {
  canvas: Canvas;
  /** `live`: the editor's preview; the buttons show but do nothing. */
  interactive: boolean;
  recipientName: string;
  /** The message button's label: 'Message me' on a person's canvas. */
  messageLabel?: string;
  /** The print button's label: 'Print Resume' on a person's canvas, 'Print flyer' on a business's. */
  printLabel?: string;
  /** The canvas's public link, for Share: the device's share sheet, or copying the link. */
  shareUrl?: string;
  /** Whether visitors get Share too (a business or school canvas); the owner always does. */
  visitorShare?: boolean;
  /** The owner on the public page (useIsOwnerView): Edit and Share instead of Message me and Bookmark. */
  isOwner?: boolean;
  /** The first, primary action (a stylist's Book a Service); the visitor's buttons step back beside it. */
  primary?: ReactNode;
}

/**
 * Message me, Bookmark / Remove Bookmark and Print Resume (spec 2 public canvas view); the owner
 * gets Edit and Share in place of the first two. A visitor sent to sign in by Message me or Bookmark
 * comes back with the intent in the address, and the action is finished here.
 */
export function CanvasActions({
  canvas,
  interactive,
  recipientName,
  messageLabel = 'Message me',
  printLabel = 'Print Resume',
  shareUrl,
  visitorShare = false,
  isOwner = false,
  primary,
}: CanvasActionsProps) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [messageOpened, setMessageOpened] = useState(false);
  const [bookmarked, setBookmarked] = useState(canvas.isBookmarked);
  const bookmark = useToggleBookmark();
  const pdf = useOpenCanvasPdf();
  const clipboard = useClipboard({ timeout: 2500 });
  const intentHandled = useRef(false);

  useEffect(() => setBookmarked(canvas.isBookmarked), [canvas.isBookmarked]);

  // Back from signing in with an intent: finish it once, and take it out of the address so a reload
  // or a shared link does not repeat it. Saving is never a toggle here: it only ever adds.
  const intent =
    interactive && isSignedIn ? parseIntent(new URLSearchParams(location.search).get(INTENT_PARAM)) : null;
  const { mutate: saveBookmark } = bookmark;
  useEffect(() => {
    if (!intent || intentHandled.current) return;
    intentHandled.current = true;
    navigate(
      { pathname: location.pathname, search: searchWithoutIntent(location.search), hash: location.hash },
      { replace: true },
    );
    if (isOwner) return;
    if (intent === 'message') {
      setMessageOpened(true);
      return;
    }
    saveBookmark(
      { id: canvas.id, action: 'add' },
      {
        onSuccess: (isBookmarked) => {
          setBookmarked(isBookmarked);
          if (isBookmarked)
            notify.success({ id: 'canvas-bookmark', message: messages.bookmarkSaved(recipientName) });
        },
      },
    );
  }, [intent, isOwner, canvas.id, recipientName, saveBookmark, navigate, location]);

  /** Spec 2 §6: a visitor is sent to /sign-in?from={path} and comes back here afterwards. */
  const requireSignIn = (reason: SignInIntent): boolean => {
    if (isSignedIn) return true;
    navigate(
      paths.signIn.getHref({ from: returnPathWithIntent(location.pathname, location.search, reason) }),
    );
    return false;
  };

  const onBookmark = () => {
    if (!requireSignIn('bookmark')) return;
    bookmark.mutate(
      { id: canvas.id, action: bookmarked ? 'remove' : 'add' },
      { onSuccess: (isBookmarked) => setBookmarked(isBookmarked) },
    );
  };

  const onMessage = () => {
    if (requireSignIn('message')) setMessageOpened(true);
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
  const shareButton = (
    <Button
      variant={isOwner ? 'default' : 'subtle'}
      leftSection={<IconShare3 size={18} aria-hidden="true" />}
      onClick={onShare}
      disabled={disabled}
    >
      Share
    </Button>
  );
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {primary}
        {isOwner ? (
          <>
            <Button
              component={Link}
              to={paths.canvasEditor[canvas.type].getHref(canvas.slug)}
              variant={primary ? 'light' : 'filled'}
              leftSection={<IconPencil size={18} aria-hidden="true" />}
            >
              Edit
            </Button>
            {shareUrl ? shareButton : null}
          </>
        ) : (
          <>
            <Button
              variant={primary ? 'light' : 'filled'}
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
            {shareUrl && visitorShare ? shareButton : null}
          </>
        )}
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
      {interactive && !isOwner ? (
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
