import type { Canvas } from '@canvas/shared';
import { Badge, Group } from '@mantine/core';
import { IconClock, IconMapPin, IconSchool, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Glow } from '@/components/decor/glow';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { CanvasActions } from '../canvas-actions';
import classes from '../canvas-view.module.css';
import { HeroPicture } from '../hero-picture';
import { BookButton } from '../sticky-booking';
import { locationLabel, showsOpenToOpportunity, typeLabel, visiblePronoun } from '../view-rules';
import { VisitorCanvasActionsIsland } from '../visitor-canvas-actions';

interface HeroSectionProps {
  canvas: Canvas;
  /** The name the view shows (the canvas's, or its owner's when the canvas has none). */
  name: string;
  isLive: boolean;
  /** The formatted booking link: Book a Service leads the actions, in the first screen on a phone. */
  bookingHref: string;
  /** The owner on the public page: Edit and Share instead of Message me and Bookmark. */
  isOwner: boolean;
  /** The canvas's public link, for the owner's Share. */
  shareUrl: string;
  /** The section menu on narrow layouts (the sticky section bar shows on wide ones only). */
  sectionMenu?: ReactNode;
}

/** The cover, portrait, name, at-a-glance facts and the visitor's actions. */
export function HeroSection({
  canvas,
  name,
  isLive,
  bookingHref,
  isOwner,
  shareUrl,
  sectionMenu,
}: HeroSectionProps) {
  const { introduction, media } = canvas;
  const pronoun = visiblePronoun(canvas);
  const location = locationLabel(canvas);
  const portrait = media.portraitPhoto;
  // A visitor's actions are an island of the page the API renders; a member's, the app's.
  const { isSignedIn } = useSession();

  return (
    <header className={classes.hero}>
      <div className={classes.cover}>
        {media.featuredPhoto ? (
          <HeroPicture item={media.featuredPhoto} alt="" className={classes.coverImage} sizes="100vw" />
        ) : (
          <>
            <Glow className={classes.coverGlow} />
            <BrushArches className={classes.coverDecor} />
          </>
        )}
        <div className={classes.coverShade} aria-hidden="true" />
      </div>
      <div className={classes.identityWrap}>
        <div className={classes.identity}>
          {sectionMenu ? <div className={classes.identityMenu}>{sectionMenu}</div> : null}
          <div className={classes.portrait}>
            {portrait ? (
              <HeroPicture
                item={portrait}
                alt={`Portrait of ${name}`}
                sizes="168px"
                // Without a cover, the portrait is the first screen's picture.
                main={!media.featuredPhoto}
              />
            ) : canvas.owner.avatar ? (
              <img src={canvas.owner.avatar} alt={`Portrait of ${name}`} />
            ) : (
              <span aria-hidden="true">{initials(name) || '✦'}</span>
            )}
          </div>
          <div>
            <Group gap="xs" mb="sm">
              <Badge variant="light" color="plum" radius="xl">
                {typeLabel(canvas.type)}
              </Badge>
              {showsOpenToOpportunity(canvas) ? (
                <Badge
                  variant="light"
                  color="blush"
                  radius="xl"
                  leftSection={<IconSparkles size={14} aria-hidden="true" />}
                >
                  Open to Opportunity
                </Badge>
              ) : null}
            </Group>
            <h1 className={classes.name}>
              {name || 'Your name'}
              {pronoun ? <span className={classes.pronoun}>({pronoun})</span> : null}
            </h1>
            {introduction.title ? <p className={classes.headline}>{introduction.title}</p> : null}
            <ul className={classes.facts} aria-label="At a glance">
              {location ? (
                <li>
                  <IconMapPin size={16} aria-hidden="true" />
                  {location}
                </li>
              ) : null}
              {introduction.yearOfExperience !== null ? (
                <li>
                  <IconClock size={16} aria-hidden="true" />
                  {introduction.yearOfExperience === 1
                    ? '1 year of experience'
                    : `${introduction.yearOfExperience} years of experience`}
                </li>
              ) : null}
              {canvas.type === 'student' && canvas.educations[0]?.schoolName ? (
                <li>
                  <IconSchool size={16} aria-hidden="true" />
                  {canvas.educations[0].schoolName}
                </li>
              ) : null}
            </ul>
            <div className={classes.actions}>
              {isSignedIn || isLive ? (
                <CanvasActions
                  canvas={canvas}
                  interactive={!isLive}
                  recipientName={name}
                  isOwner={isOwner}
                  shareUrl={shareUrl}
                  primary={bookingHref ? <BookButton href={bookingHref} size="sm" /> : undefined}
                />
              ) : (
                <VisitorCanvasActionsIsland
                  canvasId={canvas.id}
                  recipientName={name}
                  messageLabel="Message me"
                  printLabel="Print Resume"
                  bookingHref={bookingHref || undefined}
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
