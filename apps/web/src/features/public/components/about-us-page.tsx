import { Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconHeartHandshake,
  IconPalette,
  IconSchool,
  IconShieldCheck,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import classes from './about-us-page.module.css';
import { PageBanner } from './page-banner';

const pillars = [
  {
    icon: IconPalette,
    title: 'Work speaks first',
    text: "A stylist's best credential is their work. Canvas puts photos, videos and real experience ahead of keywords on a resume.",
  },
  {
    icon: IconHeartHandshake,
    title: 'Free for talent',
    text: 'Students and beauty professionals never pay to build a portfolio or to apply. Businesses pay a small monthly fee and can cancel any time.',
  },
  {
    icon: IconShieldCheck,
    title: 'Respect for your data',
    text: 'You decide what you publish, you can remove it whenever you like, and we never sell your information for money.',
  },
];

const audiences = [
  {
    icon: IconSparkles,
    title: 'Students & pros',
    text: 'A portfolio with a link and QR code, to apply with.',
  },
  {
    icon: IconBriefcase,
    title: 'Salons & businesses',
    text: 'Opportunities, applicants and interviews in one dashboard.',
  },
  {
    icon: IconSchool,
    title: 'Beauty schools',
    text: 'Student portfolios, progress and placements you can show.',
  },
];

interface AboutUsPageProps {
  getStartedHref: string;
  contactHref: string;
}

export function AboutUsPage({ getStartedHref, contactHref }: AboutUsPageProps) {
  return (
    <>
      <PageBanner
        eyebrow="About Canvas"
        titleId="about-title"
        title="We built Canvas for the people who make beauty happen"
        lead="Beauty is a visual craft, yet careers in it were still built on paper resumes and word of mouth. Canvas gives every stylist, barber, colorist, esthetician, student, salon and school a place to show their work and find each other."
      />
      <section className={classes.section} aria-labelledby="mission-title">
        <Container size="xl" className={classes.mission}>
          <div>
            <Eyebrow>Our mission</Eyebrow>
            <Title order={2} id="mission-title" mt="xs">
              Every beauty career deserves to be seen
            </Title>
          </div>
          <div className={classes.missionText}>
            <Text size="lg" lh={1.75}>
              Too often, talented professionals miss opportunities because their work lives in a camera roll,
              and salon owners lose weeks to interviews with candidates who never show up. Canvas exists to
              fix both.
            </Text>
            <Text size="lg" lh={1.75} mt="md">
              Canvas connects students, professionals, salons, brands and schools across the United States:
              portfolios that open doors, opportunities that reach the right people, and hiring tools that
              respect everyone&apos;s time.
            </Text>
          </div>
        </Container>
      </section>
      <section className={classes.sunken} aria-labelledby="pillars-title">
        <Container size="xl">
          <Eyebrow>What we believe</Eyebrow>
          <Title order={2} id="pillars-title" mt="xs" mb="xl">
            Three promises we keep
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {pillars.map((pillar) => (
              <article key={pillar.title} className={classes.card}>
                <ThemeIcon size={48} radius="xl" variant="light" color="blush">
                  <pillar.icon size={24} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Title order={3} fz="h4" mt="md">
                  {pillar.title}
                </Title>
                <Text c="dimmed" mt="xs" lh={1.65}>
                  {pillar.text}
                </Text>
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={classes.section} aria-labelledby="who-title">
        <Container size="xl">
          <Eyebrow>Who Canvas is for</Eyebrow>
          <Title order={2} id="who-title" mt="xs" mb="xl">
            One platform, three audiences
          </Title>
          <ul className={classes.audienceList}>
            {audiences.map((audience) => (
              <li key={audience.title}>
                <audience.icon size={28} stroke={1.5} aria-hidden="true" className={classes.audienceIcon} />
                <div>
                  <Text fw={600} size="lg">
                    {audience.title}
                  </Text>
                  <Text c="dimmed">{audience.text}</Text>
                </div>
              </li>
            ))}
          </ul>
          <Group mt="xl" gap="sm">
            <Button component={Link} to={getStartedHref} size="md">
              Create your free portfolio
            </Button>
            <Button component={Link} to={contactHref} size="md" variant="default">
              Talk to us
            </Button>
          </Group>
        </Container>
      </section>
    </>
  );
}
