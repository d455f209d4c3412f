import { Anchor, Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCamera,
  IconFileText,
  IconPalette,
  IconQrcode,
  IconSchool,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrushArches } from '@/components/decor/brush-arches';
import { PortfolioIllustration } from '@/components/decor/portfolio-illustration';
import { Eyebrow } from '@/components/eyebrow';
import { testimonials } from '../content/testimonials';
import { thriveSteps } from '../content/thrive-steps';
import classes from './home-page.module.css';
import { BrandStrip } from './marketing/brand-strip';
import { ClosingSection } from './marketing/closing-section';
import { FaqIsland } from './marketing/faq-section';
import { FeaturedIsland } from './marketing/featured-tiles';
import { TestimonialsIsland } from './marketing/testimonials-section';
import { ThriveSteps } from './marketing/thrive-steps';
import { ProductVideoSection } from './marketing/video-section';
import { MemberCountIsland } from './member-count';

interface Action {
  label: string;
  href: string;
}

interface HomePageProps {
  /** The member count text: the spec's '50,000+' until GET /api/user/count answers. */
  /** The main call to action: sign up for visitors, the account page for members. */
  primaryAction: Action;
  /** Post an opportunity; null where spec 1 §2.2 hides it (admins). */
  postAction: Action | null;
  /** 'Already a member? Sign in' for visitors; null for members. */
  signInAction: Action | null;
  /** Where each audience learns more. */
  audienceLinks: { pros: string; business: string; schools: string };
}

/** /#faq: scroll to the FAQ once it is on the page, also when the hash changes on the same page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}

const audiences = [
  {
    icon: IconPalette,
    title: 'Students & beauty pros',
    cta: 'Build your free portfolio',
    text: 'Build a free portfolio with your photos, videos, resume and a QR code, then apply to career opportunities with your portfolio.',
  },
  {
    icon: IconBriefcase,
    title: 'Salons & businesses',
    cta: 'Hire on Canvas',
    text: 'Post career opportunities for a small monthly fee and cancel at any time. Review candidates, interview and hire from one dashboard.',
  },
  {
    icon: IconSchool,
    title: 'Beauty schools',
    cta: 'Talk to our school team',
    text: 'Give every student a portfolio, follow their progress and showcase your graduates to the salons hiring near you.',
  },
];

const portfolioFeatures = [
  { icon: IconCamera, label: 'Photos & video' },
  { icon: IconFileText, label: 'Resume' },
  { icon: IconQrcode, label: 'QR code' },
];

export function HomePage({ primaryAction, postAction, signInAction, audienceLinks }: HomePageProps) {
  useScrollToHash();
  const audienceHref = [audienceLinks.pros, audienceLinks.business, audienceLinks.schools];
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <BrushArches className={classes.heroArches} />
        <Container size="xl" className={classes.heroInner}>
          <div>
            <Eyebrow tone="onBrand" outlined>
              Portfolios & careers for beauty
            </Eyebrow>
            <Title order={1} id="home-title" className={classes.heroTitle}>
              Where beauty careers <em>take shape</em>.
            </Title>
            <Text className={classes.heroLead}>
              Canvas gives students and beauty pros a portfolio worth sharing, helps salons find and hire
              talent, and lets schools show what their graduates can do.
            </Text>
            <Group gap="sm" className={classes.heroActions}>
              <Button
                component={Link}
                to={primaryAction.href}
                size="lg"
                color="blush.2"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {primaryAction.label}
              </Button>
              {postAction ? (
                <Button component={Link} to={postAction.href} size="lg" variant="outline" color="gray.0">
                  {postAction.label}
                </Button>
              ) : null}
            </Group>
            {signInAction ? (
              <Text className={classes.heroSignIn}>
                Already a member?{' '}
                <Anchor component={Link} to={signInAction.href} className={classes.heroSignInLink}>
                  {signInAction.label}
                </Anchor>
              </Text>
            ) : null}
            <Text className={classes.heroMembers}>
              <strong>
                <MemberCountIsland />
              </strong>{' '}
              students, pros, salons and schools are on Canvas.
            </Text>
          </div>
          <div className={classes.heroVisual}>
            <PortfolioIllustration className={classes.illustration} />
            <ul className={classes.featurePills} aria-label="Every portfolio includes">
              {portfolioFeatures.map((feature) => (
                <li key={feature.label} className={classes.featurePill}>
                  <feature.icon size={16} stroke={1.8} aria-hidden="true" />
                  {feature.label}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <BrandStrip brands={['paulmitchell', 'saloncentric', 'wella']} />

      <section className={classes.section} aria-labelledby="audiences-title">
        <Container size="xl">
          <div className={classes.sectionHead}>
            <Eyebrow>One platform, every chair</Eyebrow>
            <Title order={2} id="audiences-title">
              Made for the people who make beauty happen
            </Title>
          </div>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {audiences.map((audience, index) => (
              <article key={audience.title} className={classes.audienceCard}>
                <ThemeIcon size={52} radius="xl" variant="light" color="blush">
                  <audience.icon size={26} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Title order={3} className={classes.cardTitle}>
                  {audience.title}
                </Title>
                <Text c="dimmed" lh={1.65}>
                  {audience.text}
                </Text>
                <Anchor
                  component={Link}
                  to={audienceHref[index] ?? '/'}
                  fw={600}
                  className={classes.audienceLink}
                >
                  {audience.cta}
                  <IconArrowRight size={16} aria-hidden="true" />
                </Anchor>
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <ThriveSteps title="From first look to first day" steps={thriveSteps.pros} />

      <FeaturedIsland />

      <section className={classes.countBand} aria-labelledby="count-title">
        <Container size="xl" className={classes.countInner}>
          <p className={classes.countNumber} id="count-title">
            <MemberCountIsland />
          </p>
          <Text className={classes.countText}>
            students, beauty professionals, salons and schools have joined Canvas to show their work and find
            their people.
          </Text>
          <Button
            component={Link}
            to={primaryAction.href}
            size="lg"
            color="blush.2"
            className={classes.countAction}
          >
            {signInAction ? 'Join them' : primaryAction.label}
          </Button>
        </Container>
      </section>

      <TestimonialsIsland testimonials={testimonials} />

      <ProductVideoSection />

      <FaqIsland initialSet="pros" showSchools />

      <ClosingSection
        title={
          <>
            Join <MemberCountIsland /> members of the beauty community
          </>
        }
        text="Show your work, find your next chair, or meet the talent your salon has been looking for."
      >
        <Button component={Link} to={primaryAction.href} size="lg" color="plum">
          {primaryAction.label}
        </Button>
      </ClosingSection>
    </>
  );
}
