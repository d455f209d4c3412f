import type { AdditionalInformation } from '@canvas/shared';
import viewClasses from '../canvas-view.module.css';
import { Section } from '../sections/section';
import { orgTagGroups } from '../view-rules';
import { MoreTagList } from './more-list';
import classes from './org-canvas-view.module.css';

interface OrgAdditionalInfoSectionProps {
  id: string;
  info: AdditionalInformation;
  isLive: boolean;
}

/**
 * Additional Info of a business or school: backbar and retail brands, company benefits, payment
 * mode ('Don't show' hidden), software, specialities and charities, each a '+N' tag list.
 */
export function OrgAdditionalInfoSection({ id, info, isLive }: OrgAdditionalInfoSectionProps) {
  const groups = orgTagGroups(info);
  return (
    <Section id={id} eyebrow="Details" title="Additional Info">
      {groups.length > 0 ? (
        <div className={classes.infoGrid}>
          {groups.map((group) => (
            <div key={group.key} className={`${viewClasses.card} ${classes.infoCard}`}>
              <h3 className={viewClasses.infoLabel}>{group.label}</h3>
              <MoreTagList label={group.label} items={group.items} />
            </div>
          ))}
        </div>
      ) : isLive ? (
        <p className={viewClasses.placeholder}>
          Brands, benefits, payment mode, software, specialities and charities will show here.
        </p>
      ) : null}
    </Section>
  );
}
