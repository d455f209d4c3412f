import { ActionIcon, Anchor, Container, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { site, socialLinks } from '../content/site';
import { ContactFormIsland } from './contact-form';
import classes from './contact-us-page.module.css';
import { PageBanner } from './page-banner';

interface ContactUsPageProps {
  faqHref: string;
  homeHref: string;
}

/** Spec 1 §2.6: banner, the contact form (contact-form.tsx), and social and email links. */
export function ContactUsPage({ faqHref, homeHref }: ContactUsPageProps) {
  return (
    <>
      <PageBanner
        eyebrow="Contact us"
        titleId="contact-title"
        title="We'd love to hear from you"
        lead="Questions about your portfolio, posting an opportunity, partnering with Canvas or bringing it to your school? Send us a note and a real person will answer within one business day."
      />
      <Container size="xl">
        <div className={classes.layout}>
          <ContactFormIsland homeHref={homeHref} />
          <aside className={classes.aside} aria-label="Other ways to reach us">
            <div className={classes.asideBlock}>
              <Eyebrow>Email</Eyebrow>
              <Anchor href={`mailto:${site.supportEmail}`} size="lg" fw={600} mt={6} display="inline-flex">
                <IconMail size={20} aria-hidden="true" style={{ marginRight: 8, marginTop: 3 }} />
                {site.supportEmail}
              </Anchor>
            </div>
            <div className={classes.asideBlock}>
              <Eyebrow>Customer care</Eyebrow>
              <Anchor
                href={`tel:${site.customerCarePhone.replace(/\D/g, '')}`}
                size="lg"
                fw={600}
                mt={6}
                display="inline-flex"
              >
                <IconPhone size={20} aria-hidden="true" style={{ marginRight: 8, marginTop: 3 }} />
                {site.customerCarePhone}
              </Anchor>
              <Text c="dimmed" size="sm" mt={4}>
                {site.customerCareHours}
              </Text>
            </div>
            <div className={classes.asideBlock}>
              <Eyebrow>Follow Canvas</Eyebrow>
              <ul className={classes.socials}>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <ActionIcon
                      component="a"
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      size={44}
                      variant="light"
                      color="plum"
                      aria-label={link.label}
                    >
                      <link.icon size={22} stroke={1.6} aria-hidden="true" />
                    </ActionIcon>
                  </li>
                ))}
              </ul>
            </div>
            <Text c="dimmed">
              Looking for a quick answer? Many questions are covered in our{' '}
              <Anchor component={Link} to={faqHref} underline="always">
                frequently asked questions
              </Anchor>
              .
            </Text>
          </aside>
        </div>
      </Container>
    </>
  );
}
