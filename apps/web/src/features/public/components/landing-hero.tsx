import { type LandingPage as LandingPageId, messages } from '@canvas/shared';
import { Container, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { useCurrentSearch, useSiteNavigate } from '@/components/site-link';
import { defineIsland } from '@/lib/define-island';
import { paths } from '@/lib/paths';
import {
  type HeroCopy,
  type HeroMode,
  type LandingConfig,
  landingPages,
  landingTracking,
} from '../content/landing-pages';
import classes from './landing-page.module.css';
import { EmailCtaForm } from './marketing/email-cta-form';
import { PartnerLogo } from './marketing/partner-logo';
import { TabletShowcase } from './marketing/tablet-showcase';
import { MemberCount } from './member-count';

const ctaLabels: Record<HeroCopy['cta'], string> = {
  join: messages.landingJoin,
  postJob: messages.landingPostJob,
  createAccount: messages.landingCreateAccount,
};

/** The hero copy a campaign page shows in `mode` (only the retail-partner pages have a biz mode). */
export function landingHero(config: LandingConfig, mode: HeroMode): HeroCopy {
  return mode === 'biz' && config.hero.biz ? config.hero.biz : config.hero.portfolio;
}

/** Whom the page speaks to in `mode`: businesses hiring, or pros and students. */
export function landingAudience(config: LandingConfig, mode: HeroMode): 'business' | 'pros' {
  return landingHero(config, mode).cta === 'postJob' ? 'business' : 'pros';
}

/**
 * Spec 1 §2.5: the email goes to /get-started prefilled, with the campaign's source and rep taken
 * from the address at the moment of submitting (a prerendered page is the same for every query).
 * Post Job Listing continues to the real post page after sign-up (get-started's `destination`; a
 * member who is signed in already goes straight there).
 */
function useStartWithEmail(config: LandingConfig, cta: HeroCopy['cta']): (email: string) => void {
  const navigate = useSiteNavigate();
  const currentSearch = useCurrentSearch();
  return (email) => {
    const { source, rep } = landingTracking(config, new URLSearchParams(currentSearch()));
    const destination = cta === 'postJob' ? paths.postOpportunity.getHref() : undefined;
    navigate(paths.getStarted.getHref({ prefilled: email, source, rep, destination }));
  };
}

const MODE_OPTIONS: Array<{ value: HeroMode; label: string }> = [
  { value: 'portfolio', label: messages.landingModePortfolio },
  { value: 'biz', label: messages.landingModeBiz },
];

/**
 * The hero's two modes as a segmented pair of native radios: arrow keys move between them, and
 * nothing is measured as the island hydrates (a floating indicator would lay the page out then).
 */
function ModeToggle({ mode, onChange }: { mode: HeroMode; onChange: (mode: HeroMode) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="I want to" className={classes.modeToggle}>
      {MODE_OPTIONS.map((option) => (
        <label
          key={option.value}
          className={classes.modeOption}
          data-active={mode === option.value || undefined}
        >
          <input
            type="radio"
            className={classes.modeInput}
            name={name}
            value={option.value}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

interface LandingHeroProps {
  page: LandingPageId;
  initialMode: HeroMode;
  /** The hero sits under the transparent header (spec 1 §2.2) on some pages. */
  underTransparentHeader: boolean;
}

/** A campaign page's hero: the mode toggle, the copy for the mode, the email form and the tablet. */
export function LandingHero({ page, initialMode, underTransparentHeader }: LandingHeroProps) {
  const config = landingPages[page];
  const { biz } = config.hero;
  const [mode, setMode] = useState<HeroMode>(biz ? initialMode : 'portfolio');
  const hero = landingHero(config, mode);
  const audience = landingAudience(config, mode);
  const startWithEmail = useStartWithEmail(config, hero.cta);
  return (
    <section
      className={classes.hero}
      data-under-header={underTransparentHeader || undefined}
      aria-labelledby="landing-title"
    >
      <Container size="xl" className={classes.heroInner}>
        <div className={classes.heroCopy}>
          {config.partner ? (
            <div className={classes.partnerLockup}>
              <span>In partnership with</span>
              <PartnerLogo id={config.partner} className={classes.partnerLogo} />
            </div>
          ) : null}
          {biz ? <ModeToggle mode={mode} onChange={setMode} /> : null}
          <Eyebrow tone="onBrand" outlined>
            {hero.eyebrow}
          </Eyebrow>
          <Title order={1} id="landing-title" className={classes.heroTitle}>
            {hero.title}
          </Title>
          <Text className={classes.heroLead}>{hero.lead}</Text>
          <EmailCtaForm
            label={ctaLabels[hero.cta]}
            onSubmit={startWithEmail}
            formLabel="Get started with your email"
          />
          <Text className={classes.claim}>
            <IconSparkles size={16} aria-hidden="true" />
            <span>
              {/* Spec 1 §1: '50,000+' (one campaign: its own claim) until the database's count loads. */}
              Join{' '}
              <strong>
                <MemberCount fallback={config.memberClaim} />
              </strong>{' '}
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
  );
}

export const LandingHeroIsland = defineIsland('landing-hero', LandingHero, 'form');

interface LandingEmailFormProps {
  page: LandingPageId;
  label: string;
  formLabel: string;
  tone?: 'onBrand' | 'light';
}

/** The email form of a campaign page's closing section. */
export function LandingEmailForm({ page, label, formLabel, tone }: LandingEmailFormProps) {
  const config = landingPages[page];
  // The closing form speaks to the page's main audience, as its default hero does.
  const startWithEmail = useStartWithEmail(config, config.hero.portfolio.cta);
  return <EmailCtaForm label={label} onSubmit={startWithEmail} formLabel={formLabel} tone={tone} />;
}

export const LandingEmailFormIsland = defineIsland('landing-email', LandingEmailForm, 'form');
