import { Container } from '@mantine/core';
import type { PartnerId } from '../../content/landing-pages';
import classes from './marketing.module.css';
import { PartnerLogo } from './partner-logo';

/** The trusted-brands strip (spec 1 §2.5); each partner variant passes its own list and order. */
export function BrandStrip({
  brands,
  label = 'Trusted across the beauty industry',
}: {
  brands: readonly PartnerId[];
  label?: string;
}) {
  if (brands.length === 0) return null;
  return (
    <section className={classes.brandStrip} aria-label={label}>
      <Container size="xl" className={classes.brandStripInner}>
        <p className={classes.brandStripLabel}>{label}</p>
        <ul className={classes.brandList}>
          {brands.map((brand) => (
            <li key={brand}>
              <PartnerLogo id={brand} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
