import type { Canvas } from '@canvas/shared';
import { Badge, Group } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPhone, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Glow } from '@/components/decor/glow';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { CanvasActions } from '../canvas-actions';
import viewClasses from '../canvas-view.module.css';
import { HeroPicture } from '../hero-picture';
import { locationLabel, type OrgCanvasType, shownLocations, typeLabel } from '../view-rules';
import { VisitorCanvasActionsIsland } from '../visitor-canvas-actions';
import classes from './org-canvas-view.module.css';

/** The contact number as a tel: link (digits and a leading +1 for a ten-digit US number). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}

interface OrgHeroSectionProps {
  canvas: Canvas;
  type: OrgCanvasType;
  /** The company's or school's name ('' while the owner has not typed one). */
  name: string;
  /** The canvas's public link, for Share. */
  shareUrl: string;
  isLive: boolean;
  /** The owner on the public page: Edit and Share instead of Message us and Bookmark. */
  isOwner: boolean;
  /** The section menu on narrow layouts (the sticky section bar shows on wide ones only). */
  sectionMenu?: ReactNode;
}

/** The featured photo, logo, name, headline, primary city and the visitor's actions. */
export function OrgHeroSection({
  canvas,
  type,
  name,
  shareUrl,
  isLive,
  isOwner,
  sectionMenu,
}: OrgHeroSectionProps) {
  const { introduction, media, detail } = canvas;
  const city = locationLabel(canvas);
  const locationCount = shownLocations(detail.locations).length;
  const headline = introduction.headline || introduction.title;
  const phone = detail.primaryContactNumber.trim();
  const TypeIcon = type === 'school' ? IconSchool : IconBuildingStore;
  const shownName = name || (type === 'school' ? 'Your school name' : 'Your company name');
  // A visitor's actions are an island of the page the API renders; a member's, the app's.
  const { isSignedIn } = useSession();

  return (
    <header className={viewClasses.hero}>
      <div className={`${viewClasses.cover} ${classes.cover}`}>
        {media.featuredPhoto ? (
          <HeroPicture item={media.featuredPhoto} alt="" className={viewClasses.coverImage} sizes="100vw" />
        ) : (
          <>
            <Glow className={viewClasses.coverGlow} />
            <BrushArches className={viewClasses.coverDecor} />
          </>
        )}
        <div className={viewClasses.coverShade} aria-hidden="true" />
      </div>
      <div className={viewClasses.identityWrap}>
        <div className={`${viewClasses.identity} ${classes.identity}`}>
          {sectionMenu ? <div className={viewClasses.identityMenu}>{sectionMenu}</div> : null}
          <div className={classes.logo} data-empty={media.logo ? undefined : true}>
            {media.logo ? (
              <HeroPicture
                item={media.logo}
                alt={`${name || typeLabel(type)} logo`}
                fit="contain"
                sizes="200px"
                // Without a cover, the logo is the first screen's picture.
                main={!media.featuredPhoto}
              />
            ) : (
              <span aria-hidden="true">{initials(name) || <TypeIcon size={40} stroke={1.4} />}</span>
            )}
          </div>
          <div className={classes.identityText}>
            <Group gap="xs" mb="sm">
              <Badge
                variant="light"
                color="plum"
                radius="xl"
                leftSection={<TypeIcon size={14} aria-hidden="true" />}
              >
                {typeLabel(type)}
              </Badge>
              {detail.categories.slice(0, 3).map((category) => (
                <Badge
                  key={`${category.optionId}-${category.name}`}
                  variant="light"
                  color="blush"
                  radius="xl"
                >
                  {category.name}
                </Badge>
              ))}
            </Group>
            <h1 className={viewClasses.name} data-placeholder={name ? undefined : true}>
              {shownName}
            </h1>
            {headline ? <p className={viewClasses.headline}>{headline}</p> : null}
            <ul className={viewClasses.facts} aria-label="At a glance">
              {city ? (
                <li>
                  <IconMapPin size={16} aria-hidden="true" />
                  {city}
                  {locationCount > 1 ? (
                    <span className={classes.factMuted}>· {locationCount} locations</span>
                  ) : null}
                </li>
              ) : null}
              {phone ? (
                <li>
                  <IconPhone size={16} aria-hidden="true" />
                  <a className={classes.factLink} href={telHref(phone)}>
                    {phone}
                  </a>
                </li>
              ) : null}
            </ul>
            <div className={viewClasses.actions}>
              {isSignedIn || isLive ? (
                <CanvasActions
                  canvas={canvas}
                  interactive={!isLive}
                  recipientName={name || typeLabel(type)}
                  messageLabel="Message us"
                  printLabel="Print flyer"
                  shareUrl={shareUrl}
                  visitorShare
                  isOwner={isOwner}
                />
              ) : (
                <VisitorCanvasActionsIsland
                  canvasId={canvas.id}
                  recipientName={name || typeLabel(type)}
                  messageLabel="Message us"
                  printLabel="Print flyer"
                  shareUrl={shareUrl}
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
