import type { AddressPlace, CanvasLocation } from '@canvas/shared';
import { Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { AddressAutocomplete } from '@/components/address-autocomplete/address-autocomplete';
import { NumericInput } from '@/components/fields/numeric-input';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import classes from './location-fields.module.css';
import {
  type AreaUnit,
  applyAddress,
  convertArea,
  type OrgCanvasType,
  precisionNote,
} from './location-rules';

/**
 * Which groups of a location's fields a form shows: the address always; `size` is area, chairs
 * and employees; `school` is class type, students, accreditation and programs (schools only).
 */
export type LocationFieldGroup = 'size' | 'school';
export const ALL_LOCATION_FIELD_GROUPS: readonly LocationFieldGroup[] = ['size', 'school'];

export interface LocationFieldsProps {
  value: CanvasLocation;
  onChange: (next: CanvasLocation) => void;
  type: OrgCanvasType;
  /** The groups besides the address (default: all that apply to the type). */
  groups?: readonly LocationFieldGroup[];
  /** The address field's label ('Address' by default). */
  addressLabel?: string;
  /** An error on the address (publish: 'Location' is missing). */
  addressError?: string;
  /** Marks the address as required in the label. */
  addressRequired?: boolean;
}

const CLASS_TYPES = [
  { value: 'day', label: 'Day' },
  { value: 'night', label: 'Night' },
  { value: 'all', label: 'All' },
] as const;
type ClassType = (typeof CLASS_TYPES)[number]['value'];
const isClassType = (value: string): value is ClassType => CLASS_TYPES.some((type) => type.value === value);

export const UNPLACED_NOTE = 'Pick an address from the list to place it on the map.';

/** Counts (employees, chairs, area) save 0 when left empty (spec 2 §5): empty shows as the 0 placeholder. */
const count = (value: number) => (value === 0 ? null : value);

/**
 * One location's fields (spec 2 §3 Location): the street address from the maps service, then size
 * and, for schools, classes and programs. Used by the company-info and school-info steps and the
 * editor's Details panel.
 */
export function LocationFields({
  value,
  onChange,
  type,
  groups = ALL_LOCATION_FIELD_GROUPS,
  addressLabel = 'Address',
  addressError,
  addressRequired = false,
}: LocationFieldsProps) {
  const id = useId();
  // How precisely the last pick was placed; not saved, so only said right after picking.
  const [precision, setPrecision] = useState<AddressPlace['precision'] | null>(null);
  const set = (patch: Partial<CanvasLocation>) => onChange({ ...value, ...patch });
  const unplaced = value.address.trim() !== '' && !value.coordinates;
  // Below the field, not in its description: a line appearing above would move the input while typing.
  const note = unplaced ? UNPLACED_NOTE : value.coordinates ? precisionNote(precision) : null;
  const showSchool = type === 'school' && groups.includes('school');

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <AddressAutocomplete
          label={addressLabel}
          placeholder="Start typing a street address"
          required={addressRequired}
          value={value.address}
          error={addressError}
          onChange={(change) => {
            setPrecision(change.place?.precision ?? null);
            onChange(applyAddress(value, change));
          }}
        />
        {note ? (
          <Group gap={6} wrap="nowrap" className={classes.note}>
            <IconInfoCircle size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          </Group>
        ) : null}
      </Stack>

      {groups.includes('size') ? (
        <div className={classes.size}>
          <div className={classes.sizeGrid}>
            <NumericInput
              className={classes.area}
              label="Area"
              placeholder="0"
              integer
              value={count(value.area)}
              onChange={(area) => set({ area: area ?? 0 })}
              rightSectionWidth={116}
              rightSectionPointerEvents="all"
              rightSection={
                <SegmentedControl
                  aria-label="Area unit"
                  size="xs"
                  value={value.areaUnit}
                  onChange={(next) => {
                    const unit: AreaUnit = next === 'm' ? 'm' : 'ft';
                    set({ areaUnit: unit, area: convertArea(value.area, value.areaUnit, unit) });
                  }}
                  data={[
                    { value: 'ft', label: 'sq ft' },
                    { value: 'm', label: 'sq m' },
                  ]}
                />
              }
            />
            <NumericInput
              className={classes.chairs}
              label="Chairs"
              placeholder="0"
              integer
              value={count(value.chairAmount)}
              onChange={(chairs) => set({ chairAmount: chairs ?? 0 })}
            />
            <NumericInput
              className={classes.employees}
              label="Employees"
              placeholder="0"
              integer
              value={count(value.employeeAmount)}
              onChange={(employees) => set({ employeeAmount: employees ?? 0 })}
            />
          </div>
        </div>
      ) : null}

      {showSchool ? (
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`${id}-class-type`}>
              Class type
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-class-type`}
              value={value.classType ?? ''}
              onChange={(next) => set({ classType: isClassType(next) ? next : undefined })}
              data={[...CLASS_TYPES]}
              className={classes.classType}
            />
          </Stack>
          <SimpleGrid type="container" cols={{ base: 1, '352px': 2 }} spacing={{ base: 'md' }}>
            <NumericInput
              label="Day students"
              integer
              value={value.dayStudents ?? null}
              onChange={(students) => set({ dayStudents: students })}
            />
            <NumericInput
              label="Night students"
              integer
              value={value.nightStudents ?? null}
              onChange={(students) => set({ nightStudents: students })}
            />
          </SimpleGrid>
          <Switch
            label="Accredited"
            checked={value.isAccredited ?? false}
            onChange={(event) => set({ isAccredited: event.currentTarget.checked })}
          />
          <OptionTagsInput
            kind="program"
            label="Supported programs"
            description="Pick from the list or type your own, then press Enter."
            placeholder="Cosmetology, Esthetics…"
            value={value.supportedProgram ?? []}
            onChange={(programs) => set({ supportedProgram: programs })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
