import { messages } from '@canvas/shared';
import { Container, Text, Title } from '@mantine/core';
import { Eyebrow } from '@/components/eyebrow';
import type { HeroMode, LandingConfig } from '../content/landing-pages';
import { testimonials } from '../content/testimonials';
import { thriveSteps } from '../content/thrive-steps';
import { LandingEmailFormIsland, LandingHeroIsland, landingAudience } from './landing-hero';
import classes from './landing-page.module.css';
import { BrandStrip } from './marketing/brand-strip';
import { ClosingSection } from './marketing/closing-section';
import { FaqIsland } from './marketing/faq-section';
import { FeaturedIsland } from './marketing/featured-tiles';
import { TestimonialsIsland } from './marketing/testimonials-section';
import { ThriveSteps } from './marketing/thrive-steps';
import { ProductVideoSection } from './marketing/video-section';

const careerKinds = [
  'Hair stylist',
  'Colorist',
  'Barber',
  'Esthetician',
  'Nail technician',
  'Makeup artist',
  'Lash & brow artist',
  'Apprentice',
  'Educator',
  'Salon manager',
  'Front desk',
  'Booth & suite rental',
];

interface LandingPageProps {
  config: LandingConfig;
  /** The hero sits under the transparent header (spec 1 §2.2) on some pages. */
  underTransparentHeader: boolean;
  initialMode: HeroMode;
}

/** One component for the six campaign pages of spec 1 §2.5, driven by their data. */
export function LandingPage({ config, underTransparentHeader, initialMode }: LandingPageProps) {
  // The sections follow the mode the page opened in; the hero's toggle (spec 1 §2.5) changes the hero.
  const audience = landingAudience(config, config.hero.biz ? initialMode : 'portfolio');

  return (
    <>
      <LandingHeroIsland
        page={config.page}
        initialMode={initialMode}
        underTransparentHeader={underTransparentHeader}
      />

      <BrandStrip brands={config.brands} />

      <section className={classes.opportunities} aria-labelledby="opportunities-title">
        <Container size="xl" className={classes.opportunitiesInner}>
          <div>
            <Eyebrow>Opportunities</Eyebrow>
            <Title order={2} id="opportunities-title" mt="xs">
              {audience === 'business' ? 'Every chair you need to fill' : 'Every kind of beauty career'}
            </Title>
            <Text c="dimmed" size="lg" mt="md" maw={520}>
              {audience === 'business'
                ? 'Post full-time and part-time roles, apprenticeships, rentals and contests, and reach professionals and students near your salon.'
                : 'Salons, spas, brands and schools post jobs, apprenticeships, rentals and contests. Apply with your portfolio.'}
            </Text>
          </div>
          <ul className={classes.careerList} aria-label="Kinds of opportunities">
            {careerKinds.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
        </Container>
      </section>

      <FeaturedIsland />

      <ThriveSteps
        title={audience === 'business' ? 'From posting to hiring' : 'From first look to first day'}
        steps={thriveSteps[audience]}
      />
      <ProductVideoSection />

      <TestimonialsIsland testimonials={testimonials} />

      <FaqIsland
        initialSet={audience === 'business' ? 'business' : config.faq.initial}
        showSchools={config.faq.showSchools}
      />
      <ClosingSection
        title={
          audience === 'business'
            ? 'Your next great hire is already on Canvas'
            : 'Your career starts with your canvas'
        }
        text={
          audience === 'business'
            ? 'Post your opportunity today and meet candidates through their work.'
            : 'Free for students and beauty pros. Ready in less than three minutes.'
        }
      >
        <LandingEmailFormIsland
          page={config.page}
          label={audience === 'business' ? messages.landingPostJob : messages.landingCreateAccount}
          formLabel="Create your account with your email"
          tone="light"
        />
      </ClosingSection>
    </>
  );
}
