import type { MediaItem } from '@canvas/shared';
import { MediaImage } from '@/components/media/media-image';
import viewClasses from '../canvas-view.module.css';
import { LiveHint, Section } from '../sections/section';
import type { OrgCanvasType } from '../view-rules';
import classes from './org-canvas-view.module.css';

interface TeamSectionProps {
  id: string;
  type: OrgCanvasType;
  /** 'Our Team' or 'Why Choose Our School'. */
  title: string;
  teamPhoto: MediaItem | null;
  /** introduction.reason: why join (business) or why choose the school. */
  reason: string;
  name: string;
  isLive: boolean;
}

/**
 * Our Team (business): the team photo and why to join; a school's 'Why Choose Our School' shows
 * the same two things.
 */
export function TeamSection({ id, type, title, teamPhoto, reason, name, isLive }: TeamSectionProps) {
  const isSchool = type === 'school';
  return (
    <Section id={id} eyebrow={isSchool ? 'Our promise' : 'The people'} title={title}>
      <div className={classes.team} data-has-photo={teamPhoto ? true : undefined}>
        {teamPhoto ? (
          <figure className={classes.teamPhoto}>
            <MediaImage
              item={teamPhoto}
              alt={isSchool ? `${name || 'The school'}'s students and staff` : `The ${name || 'salon'} team`}
              aspect={1240 / 800}
              sizes="(min-width: 64em) 720px, 100vw"
            />
          </figure>
        ) : null}
        {reason ? (
          <div className={classes.teamText}>
            {isSchool ? null : <p className={classes.teamLabel}>Why join us</p>}
            <div className={`${viewClasses.prose} ${viewClasses.quote}`}>{reason}</div>
          </div>
        ) : (
          <LiveHint isLive={isLive}>
            {isSchool
              ? 'Tell students why they should choose your school.'
              : 'Tell people why they should join your team.'}
          </LiveHint>
        )}
      </div>
    </Section>
  );
}
