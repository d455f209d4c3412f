import { Button } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconCalendarHeart } from '@tabler/icons-react';
import { defineIsland } from '@/lib/define-island';
import classes from './canvas-view.module.css';
import { STICKY_BOOKING_SCROLL_PX } from './view-rules';

interface BookServiceButtonProps {
  /** The formatted booking link (formatBookingLink); nothing renders without one. */
  href: string;
}

/** Book a Service: a web link opens in a new tab, a phone number or email in its own app. */
export function BookButton({ href, size = 'md' }: { href: string; size?: 'sm' | 'md' }) {
  const isWeb = /^https?:/i.test(href);
  return (
    <Button
      component="a"
      href={href}
      size={size}
      variant="gradient"
      leftSection={<IconCalendarHeart size={20} aria-hidden="true" />}
      {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      Book a Service
    </Button>
  );
}

/**
 * The spec's sticky Book a Service: fixed to the window, shown after 120 px of scrolling. The hero
 * has its own (BookButton), in the first screen; a framed view (the editor's panes) has that one only.
 */
export function BookServiceButton({ href }: BookServiceButtonProps) {
  if (!href) return null;
  return <StickyBooking href={href} />;
}

function StickyBooking({ href }: { href: string }) {
  const [scroll] = useWindowScroll();
  if (scroll.y <= STICKY_BOOKING_SCROLL_PX) return null;
  // Named apart from the hero's Book a Service, which is also on the page.
  return (
    <section className={classes.booking} aria-label="Quick booking">
      <BookButton href={href} />
    </section>
  );
}

/**
 * The sticky Book a Service on the public page: it shows once the window scrolls, so it is an island.
 * Eager: it sits at the end of the article but shows over any part of it, so it wakes with the first
 * screen (a link, so no gate: the server draws nothing of it).
 */
export const BookServiceButtonIsland = defineIsland('canvas-booking', BookServiceButton, 'div', {
  eager: true,
});
