import { type Award, CLUB_AWARD_TITLE } from '@canvas/shared';
import { IconAward, IconUsersGroup } from '@tabler/icons-react';
import type { BadgeMatch } from '../../api/match-badges';
import classes from './awards-list.module.css';

function isSafeLink(url: string): boolean {
  return /^https:\/\//i.test(url) || url.startsWith('/');
}

/** Celebrations, certifications and awards, with the badges our catalogue matched to them. */
export function AwardsList({ awards, badges }: { awards: Award[]; badges: BadgeMatch[] }) {
  return (
    <>
      {badges.length > 0 ? (
        <ul className={classes.badges} aria-label="Verified badges">
          {badges.map((badge) => {
            // The line says what the badge is; the picture beside it is decoration (no repeated alt).
            const content = (
              <>
                <img src={badge.logo} alt="" width={Math.min(badge.width, 96)} loading="lazy" />
                <span className={classes.badgeLine}>{badge.line}</span>
              </>
            );
            return (
              <li key={`${badge.logo}-${badge.line}`} className={classes.badge}>
                {isSafeLink(badge.url) ? (
                  <a href={badge.url} target="_blank" rel="noopener noreferrer" className={classes.badgeLink}>
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul className={classes.awards}>
        {awards.map((award) => {
          const isClub = award.title === CLUB_AWARD_TITLE;
          const Icon = isClub ? IconUsersGroup : IconAward;
          return (
            <li key={award.uuid} className={classes.award}>
              <span className={classes.icon} aria-hidden="true">
                <Icon size={20} stroke={1.6} />
              </span>
              <div>
                <div className={classes.title}>{isClub && award.clubName ? award.clubName : award.title}</div>
                <div className={classes.meta}>
                  {isClub
                    ? `${CLUB_AWARD_TITLE} · since ${award.issueYear}`
                    : [award.issuer, award.issueYear].filter(Boolean).join(' · ')}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
