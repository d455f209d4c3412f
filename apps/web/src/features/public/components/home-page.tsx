import { Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCamera,
  IconFileText,
  IconPalette,
  IconQrcode,
  IconSchool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrushArches } from '@/components/decor/brush-arches';
import { PortfolioIllustration } from '@/components/decor/portfolio-illustration';
import classes from './home-page.module.css';

interface HomePageProps {
  /** The member count text: the spec's '50,000+' until GET /api/user/count answers. */
  memberCountText: string;
  /** The main call to action: sign in for visitors, the account page for members. */
  primaryAction: { label: string; href: string };
}

const audiences = [
  {
    icon: IconPalette,
    title: 'Students & beauty pros',
    text: 'Build a free portfolio with your photos, videos, resume and a QR code, then apply to career opportunities with one click.',
  },
  {
    icon: IconBriefcase,
    title: 'Salons & businesses',
    text: 'Post career opportunities for a small monthly fee and cancel at any time. Review candidates, interview and hire from one dashboard.',
  },
  {
    icon: IconSchool,
    title: 'Beauty schools',
    text: 'Give every student a portfolio, follow their progress and showcase your graduates to the salons hiring near you.',
  },
];

const steps = [
  {
    title: 'Create your canvas',
    text: 'Add your best work, your story and where you are. Portfolios for students and pros are free.',
  },
  {
    title: 'Share it everywhere',
    text: 'Every canvas has its own link and QR code for your station, your socials and your resume.',
  },
  {
    title: 'Get discovered and hired',
    text: 'Browse opportunities near you, apply with your portfolio in one click and message the salon directly.',
  },
];

const portfolioFeatures = [
  { icon: IconCamera, label: 'Photos & video' },
  { icon: IconFileText, label: 'Resume' },
  { icon: IconQrcode, label: 'QR code' },
];

export function HomePage({ memberCountText, primaryAction }: HomePageProps) {
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <BrushArches className={classes.heroArches} />
        <div className={classes.heroGlow} aria-hidden="true" />
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroCopy}>
            <Text className={classes.eyebrow}>Portfolios & careers for beauty</Text>
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
              <Button component="a" href="#how-it-works" size="lg" variant="outline" color="gray.0">
                How it works
              </Button>
            </Group>
            <Text className={classes.heroMembers}>
              <strong>{memberCountText}</strong> students, pros, salons and schools are on Canvas.
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

      <section className={classes.section} aria-labelledby="audiences-title">
        <Container size="xl">
          <div className={classes.sectionHead}>
            <Text className={classes.kicker}>One platform, every chair</Text>
            <Title order={2} id="audiences-title">
              Made for the people who make beauty happen
            </Title>
          </div>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {audiences.map((audience) => (
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
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section id="how-it-works" className={classes.steps} aria-labelledby="steps-title">
        <Container size="xl">
          <div className={classes.sectionHead}>
            <Text className={classes.kicker}>How it works</Text>
            <Title order={2} id="steps-title">
              From first look to first day
            </Title>
          </div>
          <ol className={classes.stepList}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <Title order={3} className={classes.cardTitle}>
                  {step.title}
                </Title>
                <Text c="dimmed" lh={1.65}>
                  {step.text}
                </Text>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={classes.closing} aria-labelledby="closing-title">
        <Container size="md" className={classes.closingInner}>
          <Title order={2} id="closing-title" className={classes.closingTitle}>
            Join {memberCountText} members of the beauty community
          </Title>
          <Text className={classes.closingText}>
            Show your work, find your next chair, or meet the talent your salon has been looking for.
          </Text>
          <Button component={Link} to={primaryAction.href} size="lg" color="plum">
            {primaryAction.label}
          </Button>
        </Container>
      </section>
    </>
  );
}
