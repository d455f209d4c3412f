import type { CanvasLocation } from '@canvas/shared';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ALL_LOCATION_FIELD_GROUPS, type LocationFieldGroup, LocationFields } from './location-fields';
import classes from './location-list.module.css';
import { newLocation, type OrgCanvasType } from './location-rules';

/** The contract's cap on a canvas's locations (canvasDetailSchema). */
export const MAX_LOCATIONS = 50;

export interface LocationListProps {
  /** The default location first, then the extra ones; at least one card is always shown. */
  value: CanvasLocation[];
  onChange: (next: CanvasLocation[]) => void;
  type: OrgCanvasType;
  groups?: readonly LocationFieldGroup[];
  /** Errors on each location's address, by position (publish: 'Location' missing). */
  addressErrors?: ReadonlyArray<string | undefined>;
  /** More of a card below its fields (the school step's employees to invite). */
  renderExtra?: (location: CanvasLocation, index: number) => ReactNode;
}

export const locationTitle = (index: number): string =>
  index === 0 ? 'Default location' : `Location ${index + 1}`;

/**
 * The default location and any extra ones (spec 2 "Company info step", "School info step"): one
 * card each, extras removable, 'Add another location' below.
 */
export function LocationList({
  value,
  onChange,
  type,
  groups = ALL_LOCATION_FIELD_GROUPS,
  addressErrors = [],
  renderExtra,
}: LocationListProps) {
  const locations = value.length > 0 ? value : [newLocation(type)];
  const replace = (index: number, next: CanvasLocation) =>
    onChange(locations.map((location, at) => (at === index ? next : location)));

  return (
    <Stack gap="md">
      {locations.map((location, index) => {
        const title = locationTitle(index);
        return (
          <Paper
            key={location.uuid}
            component="fieldset"
            withBorder
            radius="md"
            className={classes.card}
            aria-label={title}
          >
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Title order={3} size="h5" component="legend" className={classes.legend}>
                {title}
              </Title>
              {index > 0 ? (
                <Tooltip label={`Remove ${title.toLowerCase()}`}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Remove ${title.toLowerCase()}`}
                    onClick={() => onChange(locations.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
            <LocationFields
              value={location}
              onChange={(next) => replace(index, next)}
              type={type}
              groups={groups}
              addressError={addressErrors[index]}
              addressRequired
            />
            {renderExtra ? renderExtra(location, index) : null}
          </Paper>
        );
      })}
      {locations.length < MAX_LOCATIONS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onChange([...locations, newLocation(type)])}
          className={classes.add}
        >
          Add another location
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          A canvas can list up to {MAX_LOCATIONS} locations.
        </Text>
      )}
    </Stack>
  );
}
