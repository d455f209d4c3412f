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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { bookmarkKeys } from '@/api/bookmarks/keys';
import { canvasKeys } from '@/api/canvases/keys';
import {
  SiteLink,
  useCurrentPath,
  useCurrentSearch,
  useInsideApp,
  useSiteNavigate,
} from '@/components/site-link';
import { isApiError } from '@/lib/api-client';
import { defineIsland } from '@/lib/define-island';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useOpenCanvasPdf } from '../../api/canvas-pdf';
import { useCanvasIntent } from './canvas-intent';
import { returnPathWithIntent, type SignInIntent } from './sign-in-intent';
import { BookButton } from './sticky-booking';

// Members' paths load on use, so a visitor's first screen downloads only the buttons (issue 24).
const MessageModal = lazy(() =>
  import('@/components/message-modal').then((module) => ({ default: module.MessageModal })),
);
// The page's islands have no toast host of their own (the app mounts one, app/notifications-host.tsx):
// a visitor's first toast brings one, placed as the app's.
const NotificationsHost = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: () => <Notifications position="top-right" limit={3} />,
  })),
);

type Notify = typeof import('@/lib/notify').notify;
const notifyWith = (show: (notify: Notify) => void) => {
  void import('@/lib/notify').then(({ notify }) => show(notify));
};

/** What the actions need of a canvas: plain data, so the hero's actions travel as an island's props. */
export type CanvasActionsCanvas = Pick<Canvas, 'id' | 'slug' | 'type' | 'status' | 'isBookmarked'> & {
  owner: Pick<Canvas['owner'], 'id'>;
};

export function canvasActionsCanvas(canvas: Canvas): CanvasActionsCanvas {
  const { id, slug, type, status, isBookmarked, owner } = canvas;
  return { id, slug, type, status, isBookmarked, owner: { id: owner.id } };
}

export interface CanvasActionsProps {
  canvas: CanvasActionsCanvas;
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
  /** A stylist's booking link: Book a Service leads, and the visitor's buttons step back beside it. */
  bookingHref?: string;
}

/**
 * Message me, Bookmark / Remove Bookmark and Print Resume (spec 2 public canvas view); the owner
 * gets Edit and Share in place of the first two. A visitor sent to sign in by Message me or Bookmark
 * comes back with the intent in the address, and the action is finished here. An island on the
 * public page (no router: SiteLink and useSiteNavigate).
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
  bookingHref,
}: CanvasActionsProps) {
  const { isSignedIn } = useSession();
  const navigate = useSiteNavigate();
  const currentPath = useCurrentPath();
  const currentSearch = useCurrentSearch();
  const insideApp = useInsideApp();
  const queryClient = useQueryClient();
  const [messageOpened, setMessageOpened] = useState(false);
  const [messageWanted, setMessageWanted] = useState(false);
  const [toastsWanted, setToastsWanted] = useState(false);
  const [bookmarked, setBookmarked] = useState(canvas.isBookmarked);
  const bookmark = useMutation({
    mutationFn: async (input: { id: number; action: 'add' | 'remove' }) =>
      (await import('@/api/bookmarks/toggle-bookmark')).toggleBookmark(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: canvasKeys.details() }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
      ]),
  });
  // Not loaded on use: the PDF's window must open within the click (a pop-up blocker allows no wait).
  const pdf = useOpenCanvasPdf();
  const clipboard = useClipboard({ timeout: 2500 });
  const intentHandled = useRef(false);

  useEffect(() => setBookmarked(canvas.isBookmarked), [canvas.isBookmarked]);

  const toast = (show: (notify: Notify) => void) => {
    if (!insideApp) setToastsWanted(true);
    notifyWith(show);
  };

  // Back from signing in with an intent: finish it once, and take it out of the address so a reload
  // or a shared link does not repeat it. Saving is never a toggle here: it only ever adds.
  const pageIntent = useCanvasIntent();
  const intent = interactive && isSignedIn ? (pageIntent?.intent ?? null) : null;
  const { mutate: saveBookmark } = bookmark;
  useEffect(() => {
    if (!intent || !pageIntent || intentHandled.current) return;
    intentHandled.current = true;
    pageIntent.done();
    if (isOwner) return;
    if (intent === 'message') {
      setMessageWanted(true);
      setMessageOpened(true);
      return;
    }
    saveBookmark(
      { id: canvas.id, action: 'add' },
      {
        onSuccess: (isBookmarked) => {
          setBookmarked(isBookmarked);
          if (isBookmarked)
            notifyWith((notify) =>
              notify.success({ id: 'canvas-bookmark', message: messages.bookmarkSaved(recipientName) }),
            );
        },
      },
    );
  }, [intent, pageIntent, isOwner, canvas.id, recipientName, saveBookmark]);

  /** Spec 2 §6: a visitor is sent to /sign-in?from={path} and comes back here afterwards. */
  const requireSignIn = (reason: SignInIntent): boolean => {
    if (isSignedIn) return true;
    navigate(
      paths.signIn.getHref({
        from: returnPathWithIntent(currentPath(), currentSearch(), reason),
      }),
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
    if (!requireSignIn('message')) return;
    setMessageWanted(true);
    setMessageOpened(true);
  };

  const onPrint = () =>
    pdf.mutate(
      { id: canvas.id, isPublic: canvas.status === 'public' },
      {
        onError: (error) =>
          toast((notify) =>
            notify.error({
              id: 'canvas-pdf',
              message: isApiError(error) ? error.message : String(error),
            }),
          ),
      },
    );

  const onShare = () => {
    if (!shareUrl) return;
    // Drawn on a server, the link has no origin yet: the page's own is the canvas's.
    const url = new URL(shareUrl, window.location.href).href;
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      navigator.share({ title: recipientName, url }).catch(() => {
        // Dismissing the share sheet rejects the promise; that is the visitor's choice, not a failure.
      });
      return;
    }
    clipboard.copy(url);
    toast((notify) => notify.success({ id: 'link-copied', message: messages.linkCopied }));
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
        {bookingHref ? <BookButton href={bookingHref} size="sm" /> : null}
        {isOwner ? (
          <>
            <Button
              component={SiteLink}
              to={paths.canvasEditor[canvas.type].getHref(canvas.slug)}
              variant={bookingHref ? 'light' : 'filled'}
              leftSection={<IconPencil size={18} aria-hidden="true" />}
            >
              Edit
            </Button>
            {shareUrl ? shareButton : null}
          </>
        ) : (
          <>
            <Button
              variant={bookingHref ? 'light' : 'filled'}
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
      {interactive && !isOwner && messageWanted ? (
        <Suspense fallback={null}>
          <MessageModal
            opened={messageOpened}
            onClose={() => setMessageOpened(false)}
            recipientName={recipientName}
            onSend={async (msg) =>
              (await import('@/api/messages/send-member-message')).sendMemberMessage({
                ownerId: canvas.owner.id,
                canvasId: canvas.id,
                msg,
              })
            }
          />
        </Suspense>
      ) : null}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      ) : null}
    </>
  );
}

/** The hero's actions on the public page: the first screen's main island. */
export const CanvasActionsIsland = defineIsland('canvas-actions', CanvasActions);
