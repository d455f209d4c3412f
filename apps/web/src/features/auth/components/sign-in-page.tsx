import type { Session } from '@canvas/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconPalette, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrushArches } from '@/components/decor/brush-arches';
import { SignInForm } from './sign-in-form';
import classes from './sign-in-page.module.css';

interface SignInPageProps {
  onSignedIn: (session: Session) => void;
  termsHref: string;
  privacyHref: string;
  /** Rendered only when the flows exist (see app/navigation.ts). */
  forgotPasswordHref?: string | null;
  signUpHref?: string | null;
}

const audiences = [
  { icon: IconPalette, text: 'Students and beauty pros keep their best work in one portfolio.' },
  { icon: IconBriefcase, text: 'Salons and brands post opportunities and hire from one dashboard.' },
  { icon: IconSchool, text: 'Schools showcase their graduates and follow who gets hired.' },
];

/** /sign-in (spec 1 §2.3): a brand panel beside the sign-in card; the panel folds away on phones. */
export function SignInPage({
  onSignedIn,
  termsHref,
  privacyHref,
  forgotPasswordHref,
  signUpHref,
}: SignInPageProps) {
  return (
    <div className={classes.page}>
      <section className={classes.brand} aria-label="About Canvas">
        <BrushArches className={classes.art} />
        <div className={classes.glow} aria-hidden="true" />
        <div className={classes.brandContent}>
          <Text className={classes.eyebrow}>Canvas for the beauty industry</Text>
          <Title order={2} className={classes.brandTitle}>
            Your craft deserves a <em>beautiful</em> stage.
          </Title>
          <ul className={classes.audiences}>
            {audiences.map((item) => (
              <li key={item.text} className={classes.audience}>
                <span className={classes.audienceIcon}>
                  <item.icon size={18} stroke={1.7} aria-hidden="true" />
                </span>
                <Text component="span" className={classes.audienceText}>
                  {item.text}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={classes.formSide}>
        <Paper className={classes.card} shadow="lg" withBorder>
          <Stack gap="lg">
            <div>
              <Title order={1} className={classes.title}>
                Welcome back
              </Title>
              <Text c="dimmed" mt={6}>
                Sign in to your Canvas account.
              </Text>
            </div>
            <SignInForm onSignedIn={onSignedIn} forgotPasswordHref={forgotPasswordHref ?? null} />
            {signUpHref ? (
              <Text size="sm" ta="center">
                New to Canvas?{' '}
                <Anchor component={Link} to={signUpHref} fw={600}>
                  Sign up now
                </Anchor>
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" ta="center" className={classes.legal}>
              By signing in you agree to the{' '}
              <Anchor component={Link} to={termsHref} inherit underline="always">
                Terms of Use
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to={privacyHref} inherit underline="always">
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </section>
    </div>
  );
}
