import { type Award, CLUB_AWARD_TITLE } from '@canvas/shared';
import { IconAward, IconRosetteDiscountCheck, IconUsersGroup } from '@tabler/icons-react';
import type { BadgeMatch } from '../../api/match-badges';
import classes from './awards-list.module.css';

function isSafeLink(url: string): boolean {
  return /^https:\/\//i.test(url) || url.startsWith('/');
}

/** Each award's badge (by the award's index), the first match when two badges name the same award. */
export function badgesByAward(badges: readonly BadgeMatch[]): Map<number, BadgeMatch> {
  const byAward = new Map<number, BadgeMatch>();
  for (const badge of badges) {
    for (const index of badge.awards) if (!byAward.has(index)) byAward.set(index, badge);
  }
  return byAward;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The badge's line beneath the award ('Verified badge' when it would only repeat the award's title). */
function BadgeLine({ badge, title }: { badge: BadgeMatch; title: string }) {
  const content = (
    <>
      <IconRosetteDiscountCheck size={14} aria-hidden="true" />
      {sameText(badge.line, title) ? 'Verified badge' : badge.line}
    </>
  );
  return isSafeLink(badge.url) ? (
    <a href={badge.url} target="_blank" rel="noopener noreferrer" className={classes.badgeLine}>
      {content}
    </a>
  ) : (
    <span className={classes.badgeLine}>{content}</span>
  );
}

/**
 * Celebrations, certifications and awards: each award once, wearing the badge our catalogue
 * matched to it (in place of the plain icon) with the badge's line beneath.
 */
export function AwardsList({ awards, badges }: { awards: Award[]; badges: BadgeMatch[] }) {
  const byAward = badgesByAward(badges);
  return (
    <ul className={classes.awards}>
      {awards.map((award, index) => {
        const isClub = award.title === CLUB_AWARD_TITLE;
        const Icon = isClub ? IconUsersGroup : IconAward;
        const badge = byAward.get(index);
        const title = isClub && award.clubName ? award.clubName : award.title;
        return (
          <li key={award.uuid} className={classes.award}>
            {badge ? (
              // The line beneath says what the badge is; the picture is decoration (no repeated alt).
              <img
                src={badge.logo}
                alt=""
                width={Math.min(badge.width, 56)}
                // Square logos: their place is kept while the lazy picture loads.
                height={Math.min(badge.width, 56)}
                className={classes.badgeImage}
                loading="lazy"
              />
            ) : (
              <span className={classes.icon} aria-hidden="true">
                <Icon size={20} stroke={1.6} />
              </span>
            )}
            <div>
              <div className={classes.title}>{title}</div>
              <div className={classes.meta}>
                {isClub
                  ? `${CLUB_AWARD_TITLE} · since ${award.issueYear}`
                  : [award.issuer, award.issueYear].filter(Boolean).join(' · ')}
              </div>
              {badge ? <BadgeLine badge={badge} title={title} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
