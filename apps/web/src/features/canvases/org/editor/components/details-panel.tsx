import type { CanvasCategory, CanvasLocation, OptionRef } from '@canvas/shared';
import { Divider, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import { categoryAsRead } from '../../../editor/model/draft';
import { ContactNumberInput } from '../../info/info-fields';
import { categoriesFromTags, tagsFromCategories } from '../../info/info-model';
import { LocationList } from '../../locations/location-list';
import { newLocation } from '../../locations/location-rules';
import { LocationMembers } from '../../team/location-members';
import { draftLocations, type OrgDraft } from '../model/org-draft';
import type { OrgPanelProps } from './panel-types';

interface DetailsPanelProps extends OrgPanelProps {
  /** The saved canvas's id; inviting needs it. */
  canvasId: number;
  /** Locations the server has (saved at least once): only they can take invitations. */
  savedLocationIds: ReadonlySet<string>;
  /** Publishing found a location without an address: say so on each such card. */
  showLocationErrors: boolean;
}

/** The tags a business picked, as categories (free text becomes 'Other' with its name). */
function categoriesOf(tags: OptionRef[]): CanvasCategory[] {
  return categoriesFromTags(tags).map(categoryAsRead);
}

const LOCATION_ADDRESS_ERROR = 'Add the address of this location to publish.';

/**
 * Details: the primary contact number, a business's categories, and every location in full (address,
 * size and, for schools, classes and programs) with its team: members by role, and 'Invite'.
 */
export function DetailsPanel({
  type,
  draft,
  update,
  canvasId,
  savedLocationIds,
  showLocationErrors,
}: DetailsPanelProps) {
  // The card shown while the canvas has no location yet keeps one identity until it is edited.
  const placeholder = useMemo(() => newLocation(type), [type]);
  const locations = draftLocations(draft);
  const shown = locations.length > 0 ? locations : [placeholder];

  const setLocations = (next: CanvasLocation[]) =>
    update((current): OrgDraft => {
      const [first = null, ...rest] = next;
      return { ...current, defaultLocation: first, extraLocations: rest };
    });

  const setMembers = (uuid: string, members: CanvasLocation['members']) =>
    update((current): OrgDraft => {
      const replace = (location: CanvasLocation) =>
        location.uuid === uuid ? { ...location, members } : location;
      return {
        ...current,
        defaultLocation: current.defaultLocation ? replace(current.defaultLocation) : null,
        extraLocations: current.extraLocations.map(replace),
      };
    });

  return (
    <Stack gap="lg">
      <ContactNumberInput
        label="Primary contact number"
        withAsterisk
        placeholder="5125550123"
        value={draft.contactNumber}
        onChange={(value) => update((current) => ({ ...current, contactNumber: value }))}
        maw={360}
      />
      {type === 'business' ? (
        <OptionTagsInput
          kind="category"
          label="Business categories"
          description="What your business is: pick from the list or type your own, then press Enter."
          placeholder="Hair salon, spa, barbershop…"
          value={tagsFromCategories(draft.category)}
          onChange={(tags) => update((current) => ({ ...current, category: categoriesOf(tags) }))}
        />
      ) : null}
      <Divider
        label={
          <Text size="sm" fw={600} c="plum.9">
            Locations and team
          </Text>
        }
        labelPosition="left"
      />
      <LocationList
        value={shown}
        onChange={setLocations}
        type={type}
        addressErrors={
          showLocationErrors
            ? shown.map((location) => (location.address.trim() ? undefined : LOCATION_ADDRESS_ERROR))
            : []
        }
        renderExtra={(location) => (
          <LocationMembers
            type={type}
            canvasId={savedLocationIds.has(location.uuid) ? canvasId : null}
            location={location}
            members={location.members}
            onChange={(members) => setMembers(location.uuid, members)}
          />
        )}
      />
    </Stack>
  );
}
