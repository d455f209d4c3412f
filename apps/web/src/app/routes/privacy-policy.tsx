import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { LegalPage } from '@/features/public/components/legal-page';
import { privacyPolicy } from '@/features/public/content/legal';
import { paths } from '@/lib/paths';

function PrivacyPolicyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What personal information Canvas collects, how it is used and shared, and your privacy rights, including California rights."
      />
      <LegalPage
        document={privacyPolicy}
        eyebrow="Legal"
        footer={
          <Paper withBorder p="lg" mt="xl" bg="var(--canvas-surface-sunken)">
            <Title order={2} fz="h4">
              Exercise your rights
            </Title>
            <Text c="dimmed" mt="xs" mb="md">
              Ask to see, correct or delete your information, or opt out of its sale or sharing.
            </Text>
            <Button component={Link} to={paths.privacyRights.getHref()}>
              Make a data rights request
            </Button>
          </Paper>
        }
      />
    </>
  );
}

export { PrivacyPolicyRoute as Component };
