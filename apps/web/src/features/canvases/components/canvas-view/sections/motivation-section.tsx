import classes from '../canvas-view.module.css';
import { LiveHint, Section } from './section';

/** Why I'm here: what the owner is looking for, set as a quote. */
export function MotivationSection({ reason, isLive }: { reason: string; isLive: boolean }) {
  return (
    <Section eyebrow="Motivation" title="Why I'm here">
      {reason ? (
        <div className={`${classes.prose} ${classes.quote}`}>{reason}</div>
      ) : (
        <LiveHint isLive={isLive}>Share what you are looking for.</LiveHint>
      )}
    </Section>
  );
}
