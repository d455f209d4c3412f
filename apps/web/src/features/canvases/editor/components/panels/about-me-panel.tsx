import { EXPERIENCE_UNSET, PRONOUN_OPTIONS } from '@canvas/shared';
import {
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { NumericInput } from '@/components/fields/numeric-input';
import { PlaceAutocomplete } from '@/components/fields/place-autocomplete';
import { isDuplicateTag } from '@/components/fields/tag-rules';
import type { EditorDraft, Pronoun } from '../../model/draft';
import type { PanelProps } from './panel-types';

const MAX_RELOCATE_PLACES = 20;

/** About Me (spec 2 editor): who you are, where you work, and whether you are looking. */
export function AboutMePanel({ draft, update }: PanelProps) {
  const intro = draft.introduction;
  const setIntro = (patch: Partial<EditorDraft['introduction']>) =>
    update((current) => ({ ...current, introduction: { ...current.introduction, ...patch } }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Name"
          placeholder="Your full name"
          value={intro.name}
          onChange={(event) => setIntro({ name: event.currentTarget.value })}
          maxLength={120}
        />
        <TextInput
          label="Title"
          placeholder="Senior Colorist, Licensed Esthetician…"
          value={intro.title}
          onChange={(event) => setIntro({ title: event.currentTarget.value })}
          maxLength={160}
        />
        <Select
          size="md"
          label="Pronouns"
          placeholder="Choose"
          data={[...PRONOUN_OPTIONS]}
          value={draft.pronouns}
          onChange={(value) =>
            update((current) => ({ ...current, pronouns: (value as Pronoun | null) ?? null }))
          }
          clearable
        />
        <NumericInput
          label="Years of experience"
          placeholder="None"
          integer
          max={80}
          value={intro.yearOfExperience === EXPERIENCE_UNSET ? null : intro.yearOfExperience}
          onChange={(value) => setIntro({ yearOfExperience: value ?? EXPERIENCE_UNSET })}
        />
      </SimpleGrid>
      <PlaceAutocomplete
        label="Location"
        placeholder="City or ZIP code"
        value={draft.locations[0] ?? null}
        onChange={(location) =>
          update((current) => ({
            ...current,
            locations: location ? [location, ...current.locations.slice(1)] : current.locations.slice(1),
          }))
        }
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="relocate-label">
          Willing to relocate?
        </Text>
        <SegmentedControl
          aria-labelledby="relocate-label"
          value={intro.isRelocated ? 'yes' : 'no'}
          onChange={(value) =>
            // Spec 2 §4: choosing No clears the relocation list.
            setIntro(value === 'yes' ? { isRelocated: true } : { isRelocated: false, relocateTo: [] })
          }
          data={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
          w={200}
        />
      </Stack>
      {intro.isRelocated ? (
        <TagsInput
          size="md"
          label="Places you would move to"
          description="Press Enter after each city or state."
          placeholder="Austin, TX"
          value={intro.relocateTo}
          onChange={(value) => setIntro({ relocateTo: value.map((place) => place.trim()).filter(Boolean) })}
          isDuplicate={(value, current) => isDuplicateTag(value, current)}
          maxTags={MAX_RELOCATE_PLACES}
          acceptValueOnBlur
          splitChars={[]}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          label="Open to opportunity"
          description="Let salons know you are looking."
          checked={intro.opportunityStatus}
          onChange={(event) => setIntro({ opportunityStatus: event.currentTarget.checked })}
        />
        {intro.opportunityStatus ? (
          <Switch
            label="Show it on my canvas"
            description="Adds the 'Open to Opportunity' tag."
            checked={intro.showOpportunityStatus}
            onChange={(event) => setIntro({ showOpportunityStatus: event.currentTarget.checked })}
          />
        ) : null}
      </SimpleGrid>
      <Textarea
        size="md"
        label="About me"
        placeholder="Your story, your style, what clients love about working with you."
        rows={6}
        resize="vertical"
        value={intro.description}
        onChange={(event) => setIntro({ description: event.currentTarget.value })}
        maxLength={5000}
      />
      <Textarea
        size="md"
        label="Why I'm here"
        placeholder="What you are looking for: a new chair, mentorship, education, clients…"
        rows={3}
        resize="vertical"
        value={intro.reason}
        onChange={(event) => setIntro({ reason: event.currentTarget.value })}
        maxLength={5000}
      />
    </Stack>
  );
}
