import { Button } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconCalendarHeart } from '@tabler/icons-react';
import classes from './canvas-view.module.css';
import { STICKY_BOOKING_SCROLL_PX } from './view-rules';

interface BookServiceButtonProps {
  /** The formatted booking link (formatBookingLink); nothing renders without one. */
  href: string;
  /** `sticky`: fixed to the window, shown after 120 px of scrolling; `inline`: always shown in place. */
  placement: 'sticky' | 'inline';
}

function BookButton({ href }: { href: string }) {
  const isWeb = /^https?:/i.test(href);
  return (
    <Button
      component="a"
      href={href}
      size="md"
      variant="gradient"
      leftSection={<IconCalendarHeart size={20} aria-hidden="true" />}
      {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      Book a Service
    </Button>
  );
}

export function BookServiceButton({ href, placement }: BookServiceButtonProps) {
  if (!href) return null;
  if (placement === 'inline') {
    return (
      <div className={classes.bookingInline}>
        <BookButton href={href} />
      </div>
    );
  }
  return <StickyBooking href={href} />;
}

function StickyBooking({ href }: { href: string }) {
  const [scroll] = useWindowScroll();
  if (scroll.y <= STICKY_BOOKING_SCROLL_PX) return null;
  return (
    <div className={classes.booking}>
      <BookButton href={href} />
    </div>
  );
}
