import { Stack, Textarea, TextInput } from '@mantine/core';
import { useSlashBlock } from '../../info/info-fields';
import type { OrgDraft } from '../model/org-draft';
import { ORG_COPY } from '../model/org-rules';
import type { OrgPanelProps } from './panel-types';

type IntroductionKey = 'companyName' | 'headline' | 'desc' | 'whyJoin';

/**
 * Introduction: the company or school name (a slash is blocked, spec 2 §5), a headline, the story
 * visitors read under About Us, and why people should join (a school: why students should choose it).
 */
export function IntroductionPanel({ type, draft, update }: OrgPanelProps) {
  const copy = ORG_COPY[type];
  const slash = useSlashBlock();
  const set = (key: IntroductionKey) => (value: string) =>
    update((current): OrgDraft => ({ ...current, [key]: value }));

  return (
    <Stack gap="md">
      <TextInput
        size="md"
        label={copy.nameLabel}
        withAsterisk
        placeholder={type === 'school' ? 'Bella Beauty Academy' : 'Salon Lumière'}
        value={draft.companyName}
        onKeyDown={slash.onKeyDown}
        onPaste={slash.onPaste}
        onChange={(event) => set('companyName')(slash.clean(event.currentTarget.value))}
        description={slash.hint}
        maxLength={120}
      />
      <TextInput
        size="md"
        label="Headline"
        placeholder={
          type === 'school'
            ? 'Where future artists learn from the best'
            : 'A modern colour studio in the heart of Austin'
        }
        value={draft.headline}
        onChange={(event) => set('headline')(event.currentTarget.value)}
        maxLength={200}
      />
      <Textarea
        size="md"
        label={type === 'school' ? 'About our school' : 'About us'}
        placeholder="Who you are, what you do best and who your guests are."
        rows={6}
        resize="vertical"
        value={draft.desc}
        onChange={(event) => set('desc')(event.currentTarget.value)}
        maxLength={5000}
      />
      <Textarea
        size="md"
        label={copy.whyJoinLabel}
        placeholder={copy.whyJoinPlaceholder}
        rows={4}
        resize="vertical"
        value={draft.whyJoin}
        onChange={(event) => set('whyJoin')(event.currentTarget.value)}
        maxLength={5000}
      />
    </Stack>
  );
}
