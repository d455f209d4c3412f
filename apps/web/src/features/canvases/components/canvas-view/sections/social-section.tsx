import type { SocialMedia } from '@canvas/shared';
import { CanvasQrCodeIsland } from '../canvas-qr-code';
import classes from '../canvas-view.module.css';
import { CANVAS_SECTIONS } from '../section-nav';
import { SocialLinks, socialLinks } from '../social-links';
import { Section } from './section';

interface SocialSectionProps {
  socialMedia: SocialMedia;
  ownerName: string;
  /** The canvas's public address, for the QR code. */
  shareUrl: string;
  slug: string;
  isLive: boolean;
  /** A business or school calls the section 'Social Media'. */
  title?: string;
  /** A business or school has a canvas, a person a portfolio (the QR code's caption). */
  noun?: 'portfolio' | 'canvas';
}

/** Social media: the owner's profile links and the canvas's QR code. */
export function SocialSection({
  socialMedia,
  ownerName,
  shareUrl,
  slug,
  isLive,
  title = 'Social media',
  noun = 'portfolio',
}: SocialSectionProps) {
  return (
    <Section id={CANVAS_SECTIONS.social.id} eyebrow="Connect" title={title}>
      {socialLinks(socialMedia).length > 0 ? (
        <div className={classes.card}>
          <SocialLinks socialMedia={socialMedia} ownerName={ownerName} />
        </div>
      ) : isLive ? (
        // Visitors see the QR code alone rather than a card saying nothing is linked.
        <div className={classes.card}>
          <p className={classes.placeholder}>Link your social profiles.</p>
        </div>
      ) : null}
      <div className={`${classes.card} ${classes.qrCard}`}>
        <CanvasQrCodeIsland url={shareUrl} slug={slug} noun={noun} />
      </div>
    </Section>
  );
}
