import { MEMBER_COUNT_TEXT, messages } from '@canvas/shared';
import { Container, SegmentedControl, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { HydrationUnit } from '@/components/hydration-unit';
import type { HeroCopy, HeroMode, LandingConfig } from '../content/landing-pages';
import { productVideo } from '../content/site';
import { testimonials } from '../content/testimonials';
import { thriveSteps } from '../content/thrive-steps';
import classes from './landing-page.module.css';
import { BrandStrip } from './marketing/brand-strip';
import { EmailCtaForm } from './marketing/email-cta-form';
import { FaqSection } from './marketing/faq-section';
import { FeaturedSections, type FeaturedTile } from './marketing/featured-tiles';
import { PartnerLogo } from './marketing/partner-logo';
import { TabletShowcase } from './marketing/tablet-showcase';
import { TestimonialsSection } from './marketing/testimonials-section';
import { ThriveSteps } from './marketing/thrive-steps';
import { VideoSection } from './marketing/video-section';

const ctaLabels: Record<HeroCopy['cta'], string> = {
  join: messages.landingJoin,
  postJob: messages.landingPostJob,
  createAccount: messages.landingCreateAccount,
};

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
  onEmailSubmit: (email: string) => void;
  featuredOpportunities?: readonly FeaturedTile[];
}

/** One component for the six campaign pages of spec 1 §2.5, driven by their data. */
export function LandingPage({
  config,
  underTransparentHeader,
  initialMode,
  onEmailSubmit,
  featuredOpportunities = [],
}: LandingPageProps) {
  const { biz } = config.hero;
  const [mode, setMode] = useState<HeroMode>(biz ? initialMode : 'portfolio');
  const hero = mode === 'biz' && biz ? biz : config.hero.portfolio;
  const audience = hero.cta === 'postJob' ? 'business' : 'pros';
  // Spec 1 §1: marketing pages say '50,000+'; one campaign claims its own number.
  const claim = config.memberClaim ?? MEMBER_COUNT_TEXT;

  return (
    <>
      <section
        className={classes.hero}
        data-under-header={underTransparentHeader || undefined}
        aria-labelledby="landing-title"
      >
        <div className={classes.heroGlow} aria-hidden="true" />
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroCopy}>
            {config.partner ? (
              <div className={classes.partnerLockup}>
                <span>In partnership with</span>
                <PartnerLogo id={config.partner} className={classes.partnerLogo} />
              </div>
            ) : null}
            {biz ? (
              <SegmentedControl
                className={classes.modeToggle}
                aria-label="I want to"
                radius="xl"
                value={mode}
                onChange={(value) => setMode(value as HeroMode)}
                data={[
                  { value: 'portfolio', label: messages.landingModePortfolio },
                  { value: 'biz', label: messages.landingModeBiz },
                ]}
              />
            ) : null}
            <Eyebrow tone="onBrand" outlined>
              {hero.eyebrow}
            </Eyebrow>
            <Title order={1} id="landing-title" className={classes.heroTitle}>
              {hero.title}
            </Title>
            <Text className={classes.heroLead}>{hero.lead}</Text>
            <EmailCtaForm
              label={ctaLabels[hero.cta]}
              onSubmit={onEmailSubmit}
              formLabel="Get started with your email"
            />
            <Text className={classes.claim}>
              <IconSparkles size={16} aria-hidden="true" />
              <span>
                Join <strong>{claim}</strong>{' '}
                {audience === 'business'
                  ? 'beauty professionals already on Canvas'
                  : 'beauty pros, students, salons and schools'}
              </span>
            </Text>
          </div>
          <div className={classes.heroVisual}>
            <TabletShowcase />
          </div>
        </Container>
      </section>

      <HydrationUnit>
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
                  : 'Salons, spas, brands and schools post jobs, apprenticeships, rentals and contests. Apply with your portfolio in one click.'}
              </Text>
            </div>
            <ul className={classes.careerList} aria-label="Kinds of opportunities">
              {careerKinds.map((kind) => (
                <li key={kind}>{kind}</li>
              ))}
            </ul>
          </Container>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <FeaturedSections opportunities={featuredOpportunities} />

        <ThriveSteps
          title={audience === 'business' ? 'From posting to hiring' : 'From first look to first day'}
          steps={thriveSteps[audience]}
        />
      </HydrationUnit>
      <HydrationUnit>
        <VideoSection
          video={productVideo}
          title="See Canvas in two minutes"
          text="How portfolios, opportunities and hiring come together in one place."
        />

        <TestimonialsSection testimonials={testimonials} />

        <FaqSection
          initialSet={audience === 'business' ? 'business' : config.faq.initial}
          showSchools={config.faq.showSchools}
        />
      </HydrationUnit>
      <HydrationUnit>
        <section className={classes.closing} aria-labelledby="closing-title">
          <Container size="md" className={classes.closingInner}>
            <Title order={2} id="closing-title" className={classes.closingTitle}>
              {audience === 'business'
                ? 'Your next great hire is already on Canvas'
                : 'Your career starts with your canvas'}
            </Title>
            <Text className={classes.closingText}>
              {audience === 'business'
                ? 'Post your opportunity today and meet candidates through their work.'
                : 'Free for students and beauty pros. Ready in less than three minutes.'}
            </Text>
            <EmailCtaForm
              label={audience === 'business' ? messages.landingPostJob : messages.landingCreateAccount}
              onSubmit={onEmailSubmit}
              formLabel="Create your account with your email"
              tone="light"
            />
          </Container>
        </section>
      </HydrationUnit>
    </>
  );
}
