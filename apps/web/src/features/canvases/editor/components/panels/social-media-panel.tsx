import { type SocialMedia, type SocialType, socialLinkError, stripInstagramHandle } from '@canvas/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBrandFacebook, IconBrandTiktok, IconBrandYoutube } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { InstagramConnect } from '../../../instagram/components/instagram-connect';

const NETWORKS: readonly {
  key: Exclude<SocialType, 'instagram'>;
  label: string;
  placeholder: string;
  icon: ReactNode;
}[] = [
  {
    key: 'youtube',
    label: 'YouTube',
    placeholder: 'https://youtube.com/@you',
    icon: <IconBrandYoutube size={16} aria-hidden="true" />,
  },
  {
    key: 'facebook',
    label: 'Facebook',
    placeholder: 'https://facebook.com/you',
    icon: <IconBrandFacebook size={16} aria-hidden="true" />,
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    placeholder: 'https://tiktok.com/@you',
    icon: <IconBrandTiktok size={16} aria-hidden="true" />,
  },
];

/** What the panel edits of a draft; the business and school editor's draft has it too. */
interface SocialDraft {
  instagramHandle: string;
  socialMedia: SocialMedia;
}

interface SocialMediaPanelProps<D extends SocialDraft> {
  draft: D;
  update: (updater: (draft: D) => D) => void;
  canvasId: number | null;
  /** Saves the editor (before leaving for Instagram, and after a disconnect cleared the handle). */
  save: () => Promise<unknown>;
}

/**
 * Social Media: a value per network (spec 2 §9: instagram, youtube, facebook, tiktok). Instagram
 * is the Instagram area's connect row; its handle keeps only letters, digits, dots and underscores.
 */
export function SocialMediaPanel<D extends SocialDraft>({
  draft,
  update,
  canvasId,
  save,
}: SocialMediaPanelProps<D>) {
  // Spec 2 §4: a disconnect clears the handle and saves again; saving waits for the cleared draft.
  const [saveCleared, setSaveCleared] = useState(false);
  // A link is checked once its field is left (issue 26): a value that is not that network's does not count as linked.
  const [left, setLeft] = useState<Partial<Record<SocialType, boolean>>>({});
  useEffect(() => {
    if (!saveCleared) return;
    setSaveCleared(false);
    save().catch((error: unknown) => console.warn('Saving the cleared Instagram handle failed', error));
  }, [saveCleared, save]);

  const setHandle = (value: string) => {
    const handle = stripInstagramHandle(value);
    if (handle === '' && draft.instagramHandle !== '' && canvasId) setSaveCleared(true);
    update((current) => ({
      ...current,
      instagramHandle: handle,
      socialMedia: { ...current.socialMedia, instagram: handle },
    }));
  };
  return (
    <Stack gap="md">
      <InstagramConnect
        canvasId={canvasId}
        handle={draft.instagramHandle}
        onHandleChange={setHandle}
        onBeforeConnect={save}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {NETWORKS.map((network) => (
          <TextInput
            key={network.key}
            label={network.label}
            placeholder={network.placeholder}
            leftSection={network.icon}
            value={draft.socialMedia[network.key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((current) => ({
                ...current,
                socialMedia: { ...current.socialMedia, [network.key]: value },
              }));
            }}
            maxLength={300}
            onBlur={() => setLeft((current) => ({ ...current, [network.key]: true }))}
            error={left[network.key] ? socialLinkError(network.key, draft.socialMedia[network.key]) : null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
