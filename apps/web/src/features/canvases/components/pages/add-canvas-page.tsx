import { type CanvasType, creatableCanvasTypes, type ProfileTarget } from '@canvas/shared';
import { Badge, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingStore,
  IconSchool,
  IconSparkles,
  IconUserStar,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMyCanvases } from '../../api/get-my-canvases';
import classes from './add-canvas-page.module.css';

interface Choice {
  id: CanvasType;
  title: string;
  description: string;
  icon: ReactNode;
  /** Where the flow starts; null while the flow is not available here yet. */
  href: string | null;
  note?: string;
}

const CHOICES: Choice[] = [
  {
    id: 'student',
    title: 'Student',
    description: 'Show your school, your best work and what you are looking for after graduation.',
    icon: <IconSchool size={28} stroke={1.5} />,
    href: paths.educationInfo.getHref(),
  },
  {
    id: 'professional',
    title: 'Professional',
    description: 'Your licenses, portfolio, KPIs and a Book a Service button for new clients.',
    icon: <IconUserStar size={28} stroke={1.5} />,
    href: paths.professionalInfo.getHref(),
  },
  {
    id: 'business',
    title: 'Business',
    description: 'A canvas for your salon: team, locations, benefits and open opportunities.',
    icon: <IconBuildingStore size={28} stroke={1.5} />,
    href: paths.companyInfo.getHref(),
    note: 'Publishing a salon canvas needs a plan.',
  },
  {
    id: 'school',
    title: 'School',
    description: 'Present your programs, campuses and graduates to future students and salons.',
    icon: <IconSparkles size={28} stroke={1.5} />,
    href: paths.schoolInfo.getHref(),
    note: 'Publishing a school canvas comes with the school dashboard plan.',
  },
];

function ChoiceCard({ choice }: { choice: Choice }) {
  const body = (
    <>
      <ThemeIcon size={56} radius="xl" variant="light" color={choice.href ? 'plum' : 'gray'}>
        {choice.icon}
      </ThemeIcon>
      <div className={classes.text}>
        <Title order={2} className={classes.title}>
          {choice.title}
        </Title>
        <Text c="dimmed" size="sm">
          {choice.description}
        </Text>
        {choice.note ? (
          <Text size="xs" c="gray.7" mt="xs" fs="italic">
            {choice.note}
          </Text>
        ) : null}
      </div>
      {choice.href ? (
        <span className={classes.arrow} aria-hidden="true">
          <IconArrowRight size={20} />
        </span>
      ) : (
        <Badge variant="light" color="gray" radius="xl" className={classes.soon}>
          Coming soon
        </Badge>
      )}
    </>
  );
  if (!choice.href) {
    return (
      <div className={classes.choice} data-disabled aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link to={choice.href} className={classes.choice} aria-label={`${choice.title} portfolio`}>
      {body}
    </Link>
  );
}

/** The kind of portfolio the role chosen at sign-up (the profile target) stands for. */
export function canvasTypeForTarget(target: ProfileTarget | null): CanvasType | null {
  switch (target) {
    case 'studentCanvas':
      return 'student';
    case 'personalCanvas':
      return 'professional';
    case 'businessCanvas':
    case 'careerOpportunity':
      return 'business';
    case 'schoolDashboard':
      return 'school';
    default:
      return null;
  }
}

/**
 * /add-canvas: which kind of portfolio to create, among those the account may create. The role was
 * chosen at sign-up, so it is not asked again (issue 26): the first portfolio goes straight to that
 * role's flow; a further one offers every kind the account may create, the sign-up role first.
 */
export function AddCanvasPage() {
  const { user, isAdmin } = useSession();
  const myCanvases = useMyCanvases();
  const target = user?.profile.target ?? null;
  const allowed = creatableCanvasTypes(target, isAdmin);
  const own = isAdmin ? null : canvasTypeForTarget(target);
  const ownChoice = CHOICES.find((choice) => choice.id === own && allowed.includes(choice.id));
  const choices = CHOICES.filter((choice) => allowed.includes(choice.id)).sort(
    (a, b) => Number(b.id === own) - Number(a.id === own),
  );
  const forOrganizations = !allowed.includes('business') && !allowed.includes('school');

  if (ownChoice?.href) {
    if (myCanvases.isPending) return <PageLoader />;
    if (myCanvases.data?.length === 0) return <Navigate to={ownChoice.href} replace />;
  }

  return (
    <Container size="md" py={{ base: 'xl', md: 56 }}>
      <PageMeta title="Add a portfolio" description="Choose the kind of Canvas portfolio to create." />
      <div className={classes.header}>
        <Eyebrow>New portfolio</Eyebrow>
        <Title order={1} className={classes.heading}>
          Who is this portfolio for?
        </Title>
        <Text c="dimmed" size="lg">
          Pick one to start. You can preview everything before it goes live.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        {choices.map((choice) => (
          <ChoiceCard key={choice.id} choice={choice} />
        ))}
      </SimpleGrid>
      {forOrganizations ? (
        <Text c="dimmed" size="sm" mt="xl" ta="center">
          Run a salon or a beauty school? Its canvas belongs to an account of its own: sign up with the
          salon's or school's email as 'Salon or business owner' or 'Beauty school'.
        </Text>
      ) : null}
    </Container>
  );
}
