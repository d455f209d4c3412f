import { type SocialMedia, type SocialType, socialProfileUrl } from '@canvas/shared';
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';

const NETWORKS: { key: SocialType; label: string; Icon: typeof IconBrandInstagram }[] = [
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube },
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'tiktok', label: 'TikTok', Icon: IconBrandTiktok },
];

/** The social networks the owner linked, as icon links. */
export function socialLinks(socialMedia: SocialMedia) {
  return NETWORKS.flatMap(({ key, label, Icon }) => {
    const href = socialProfileUrl(key, socialMedia[key]);
    return href ? [{ key, label, Icon, href }] : [];
  });
}

export function SocialLinks({ socialMedia, ownerName }: { socialMedia: SocialMedia; ownerName: string }) {
  const links = socialLinks(socialMedia);
  return (
    <Group
      gap="sm"
      component="ul"
      aria-label="Social media links"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {links.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <ActionIcon
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size={44}
            variant="light"
            color="plum"
            aria-label={`${ownerName} on ${label}`}
          >
            <Icon size={22} stroke={1.6} aria-hidden="true" />
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
