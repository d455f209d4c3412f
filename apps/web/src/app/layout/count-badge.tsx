import classes from './count-badge.module.css';

/** Past this the badge reads '99+': the badge tells that there is news, the page tells how much. */
const BADGE_MAX = 99;

/** A count button's accessible name: its count in words, since the badge itself is hidden from readers. */
export function unreadLabel(name: string, count: number): string {
  if (count === 0) return name;
  return `${name}, ${count} unread`;
}

/**
 * The unread count over an icon of the header or the bottom navigation, nothing at 0. `className`
 * places it (`top`, `right`) against the icon's positioned wrapper.
 */
export function CountBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className?: string;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={className ? `${classes.badge} ${className}` : classes.badge}
      aria-hidden="true"
      data-testid={testId}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
