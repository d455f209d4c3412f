import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { RETAIL_PARTNER_OFFER } from '../../model/purchase-rules';
import classes from './purchase.module.css';

/** The retail partner's offer, shown only to its members (spec 2 §9). */
export function RetailPartnerBanner() {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" className={classes.banner} role="note">
      <ThemeIcon size={40} radius="xl" variant="white" color="plum" aria-hidden="true">
        <IconGift size={22} />
      </ThemeIcon>
      <div>
        <Text fw={700} className={classes.bannerTitle}>
          {RETAIL_PARTNER_OFFER.title}
        </Text>
        <Text size="sm" className={classes.bannerText}>
          {RETAIL_PARTNER_OFFER.text}
        </Text>
      </div>
    </Group>
  );
}
