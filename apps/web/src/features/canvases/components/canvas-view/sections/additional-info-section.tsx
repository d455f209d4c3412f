import type { AdditionalInformation } from '@canvas/shared';
import classes from '../canvas-view.module.css';
import { CANVAS_SECTIONS } from '../section-nav';
import { TagList } from '../tag-list';
import { hasAdditionalInfo, visiblePaymentMode } from '../view-rules';
import { Section } from './section';

interface AdditionalInfoSectionProps {
  info: AdditionalInformation;
  /** Where the owner would move to; empty unless they said they would relocate. */
  relocateTo: string[];
  isLive: boolean;
}

/** Additional info: brands, specialties, software, payment preference and relocation. */
export function AdditionalInfoSection({ info, relocateTo, isLive }: AdditionalInfoSectionProps) {
  const payment = visiblePaymentMode(info);
  const hasAdditional = hasAdditionalInfo(info, relocateTo);
  return (
    <Section id={CANVAS_SECTIONS.additional.id} eyebrow="Details" title="Additional info">
      <div className={classes.card}>
        {info.preferredBrands.length > 0 ? (
          <div className={classes.infoGroup}>
            <div className={classes.infoLabel}>Preferred brands</div>
            <TagList label="Preferred brands" items={info.preferredBrands} />
          </div>
        ) : null}
        {info.specialities.length > 0 ? (
          <div className={classes.infoGroup}>
            <div className={classes.infoLabel}>Specialties</div>
            <TagList label="Specialties" items={info.specialities} />
          </div>
        ) : null}
        {info.softwares.length > 0 ? (
          <div className={classes.infoGroup}>
            <div className={classes.infoLabel}>Software</div>
            <TagList label="Software" items={info.softwares} />
          </div>
        ) : null}
        {payment ? (
          <div className={classes.infoGroup}>
            <div className={classes.infoLabel}>Payment preference</div>
            <div>{payment.name}</div>
          </div>
        ) : null}
        {relocateTo.length > 0 ? (
          <div className={classes.infoGroup}>
            <div className={classes.infoLabel}>Open to relocating to</div>
            <div>{relocateTo.join(', ')}</div>
          </div>
        ) : null}
        {hasAdditional || !isLive ? null : (
          <p className={classes.placeholder}>Brands, specialties and software will show here.</p>
        )}
      </div>
    </Section>
  );
}
