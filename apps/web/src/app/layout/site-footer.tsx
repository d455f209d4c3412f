import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Wordmark } from '@/components/wordmark';
import { navigation, resolveNavItems } from '../navigation';
import classes from './site-footer.module.css';
import { useNavContext } from './use-nav-context';

export function SiteFooter() {
  const links = resolveNavItems(navigation.footer, useNavContext());
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.brand}>
          <Wordmark tone="onBrand" />
          <Text className={classes.tagline}>Portfolios and careers for the beauty industry.</Text>
        </div>
        {links.length > 0 ? (
          <nav aria-label="Footer">
            <Group gap="lg">
              {links.map((link) => (
                <Anchor key={link.id} component={Link} to={link.href} className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </nav>
        ) : null}
        <Text className={classes.copyright}>© {year} Canvas. All rights reserved.</Text>
      </Container>
    </footer>
  );
}
