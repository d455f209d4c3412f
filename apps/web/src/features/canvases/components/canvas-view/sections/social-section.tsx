import type { SocialMedia } from '@canvas/shared';
import { CanvasQrCode } from '../canvas-qr-code';
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
      <div className={classes.card}>
        {socialLinks(socialMedia).length > 0 ? (
          <SocialLinks socialMedia={socialMedia} ownerName={ownerName} />
        ) : (
          <p className={classes.placeholder}>
            {isLive ? 'Link your social profiles.' : 'No social profiles linked yet.'}
          </p>
        )}
      </div>
      <div className={`${classes.card} ${classes.qrCard}`}>
        <CanvasQrCode url={shareUrl} slug={slug} noun={noun} />
      </div>
    </Section>
  );
}
