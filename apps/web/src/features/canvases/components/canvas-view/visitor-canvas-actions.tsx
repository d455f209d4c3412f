import { messages } from '@canvas/shared';
import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBookmark, IconMessageCircle, IconPrinter, IconShare3 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useCurrentPath, useCurrentSearch, useInsideApp, useSiteNavigate } from '@/components/site-link';
import { defineIsland } from '@/lib/define-island';
import { paths } from '@/lib/paths';
import { openCanvasPdf } from '../../api/canvas-pdf';
import { returnPathWithIntent, type SignInIntent } from './sign-in-intent';
import { BookButton } from './sticky-booking';

// A page of islands has no toast host (the app mounts one, app/notifications-host.tsx): the first
// toast brings one, placed as the app's.
const NotificationsHost = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: () => <Notifications position="top-right" limit={3} />,
  })),
);

export interface VisitorCanvasActionsProps {
  canvasId: number;
  recipientName: string;
  /** 'Message me' on a person's canvas, 'Message us' on a business's or school's. */
  messageLabel: string;
  /** 'Print Resume' on a person's canvas, 'Print flyer' on a business's or school's. */
  printLabel: string;
  /** A stylist's booking link: Book a Service leads, and the other buttons step back beside it. */
  bookingHref?: string;
  /** A business's or school's public link: visitors may share it. */
  shareUrl?: string;
}

/**
 * The hero's actions for a visitor (nobody signed in) on a public canvas — members get
 * CanvasActions, which this draws alike: Message me and Bookmark send the visitor to sign in and
 * back with the intent (sign-in-intent.ts), which the page finishes once they return; Print opens
 * the PDF; Share uses the device's share sheet or copies the link. An island of the page the API
 * renders (issue 24): no router, no session, nothing a member needs, so the first screen stays small.
 */
export function VisitorCanvasActions({
  canvasId,
  recipientName,
  messageLabel,
  printLabel,
  bookingHref,
  shareUrl,
}: VisitorCanvasActionsProps) {
  const navigate = useSiteNavigate();
  const currentPath = useCurrentPath();
  const currentSearch = useCurrentSearch();
  const insideApp = useInsideApp();
  const clipboard = useClipboard({ timeout: 2500 });
  const [toastsWanted, setToastsWanted] = useState(false);

  /** Spec 2 §6: a visitor is sent to /sign-in?from={path} and comes back here afterwards. */
  const signIn = (intent: SignInIntent) =>
    navigate(paths.signIn.getHref({ from: returnPathWithIntent(currentPath(), currentSearch(), intent) }));

  const toast = (message: string, kind: 'success' | 'error', id: string) => {
    if (!insideApp) setToastsWanted(true);
    void import('@/lib/notify').then(({ notify }) => notify[kind]({ id, message }));
  };

  const onPrint = () => {
    // A visitor sees public canvases only: the PDF opens at its own address, within the click.
    openCanvasPdf({ id: canvasId, isPublic: true }).catch((error: unknown) =>
      toast(error instanceof Error ? error.message : String(error), 'error', 'canvas-pdf'),
    );
  };

  const onShare = () => {
    if (!shareUrl) return;
    // Drawn on a server, the link has no origin yet: the page's own is the canvas's.
    const url = new URL(shareUrl, window.location.href).href;
    if (typeof navigator.share === 'function') {
      navigator.share({ title: recipientName, url }).catch(() => {
        // Dismissing the share sheet rejects the promise; that is the visitor's choice, not a failure.
      });
      return;
    }
    clipboard.copy(url);
    toast(messages.linkCopied, 'success', 'link-copied');
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {bookingHref ? <BookButton href={bookingHref} size="sm" /> : null}
        <Button
          variant={bookingHref ? 'light' : 'filled'}
          leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
          onClick={() => signIn('message')}
        >
          {messageLabel}
        </Button>
        <Button
          variant="default"
          leftSection={<IconBookmark size={18} aria-hidden="true" />}
          onClick={() => signIn('bookmark')}
        >
          Bookmark
        </Button>
        {shareUrl ? (
          <Button
            variant="subtle"
            leftSection={<IconShare3 size={18} aria-hidden="true" />}
            onClick={onShare}
          >
            Share
          </Button>
        ) : null}
        <Button variant="subtle" leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={onPrint}>
          {printLabel}
        </Button>
      </Group>
      {toastsWanted ? (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Gated: a press before it is live would be lost (global.css paints the waiting buttons as live ones,
 * so nothing changes colour when it wakes).
 */
export const VisitorCanvasActionsIsland = defineIsland('canvas-actions', VisitorCanvasActions, 'form');
