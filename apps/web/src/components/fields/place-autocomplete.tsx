import type { CanvasLocation, Place } from '@canvas/shared';
import { Autocomplete, type AutocompleteProps, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSuggestPlaces } from '@/api/places/suggest-places';

/** Spec 2 §7: address autocomplete waits 500 ms after typing. */
export const PLACE_DEBOUNCE_MS = 500;

/** A picked place as a canvas location: city, state and coordinates, with the location's other fields kept. */
export function placeToLocation(place: Place, current?: CanvasLocation | null): CanvasLocation {
  return {
    uuid: current?.uuid ?? crypto.randomUUID(),
    address: place.label,
    city: place.city,
    state: place.state,
    stateShort: place.stateShort,
    country: place.country,
    countryShort: place.countryShort,
    coordinates: place.coordinates,
    zipCode: place.zipCode ?? undefined,
    area: current?.area ?? 0,
    areaUnit: current?.areaUnit ?? 'ft',
    chairAmount: current?.chairAmount ?? 0,
    employeeAmount: current?.employeeAmount ?? 0,
    members: current?.members ?? [],
  };
}

/** How a saved location reads in the field. */
export function locationLabel(location: CanvasLocation | null | undefined): string {
  if (!location) return '';
  if (location.address) return location.address;
  return [location.city, location.stateShort || location.state].filter(Boolean).join(', ');
}

interface PlaceAutocompleteProps
  extends Omit<AutocompleteProps, 'value' | 'onChange' | 'data' | 'onOptionSubmit'> {
  value: CanvasLocation | null;
  onChange: (location: CanvasLocation | null) => void;
}

/**
 * A US city or ZIP picked from the places service. Typing alone does not change the location:
 * only a picked suggestion does (it carries coordinates), and clearing the text removes it.
 */
export function PlaceAutocomplete({ value, onChange, ...props }: PlaceAutocompleteProps) {
  const [text, setText] = useState(() => locationLabel(value));
  const [debounced] = useDebouncedValue(text, PLACE_DEBOUNCE_MS);
  const picked = useRef(locationLabel(value));
  const places = useSuggestPlaces(debounced === picked.current ? '' : debounced);
  const list = places.data ?? [];

  useEffect(() => {
    const label = locationLabel(value);
    if (label !== picked.current) {
      picked.current = label;
      setText(label);
    }
  }, [value]);

  return (
    <Autocomplete
      size="md"
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next.trim() === '' && value) {
          picked.current = '';
          onChange(null);
        }
      }}
      data={list.map((place) => ({ value: place.id, label: place.label }))}
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const place = list.find((candidate) => candidate.id === id);
        if (!place) return;
        const location = placeToLocation(place, value);
        picked.current = location.address;
        setText(location.address);
        onChange(location);
      }}
      onBlur={(event) => {
        // Text that was never picked is not a place: show the saved one again.
        if (text.trim() !== '' && text !== picked.current) setText(picked.current);
        props.onBlur?.(event);
      }}
      leftSection={<IconMapPin size={16} aria-hidden="true" />}
      rightSection={places.isFetching ? <Loader size={14} /> : null}
      limit={8}
    />
  );
}
