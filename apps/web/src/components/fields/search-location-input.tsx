import type { Place } from '@canvas/shared';
import { CloseButton, Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconMailbox, IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { PLACE_QUERY_MIN_LENGTH, useSuggestPlaces } from '@/api/places/suggest-places';
import classes from './search-location-input.module.css';

/** Spec 1 §9: location autocomplete waits 300-500 ms after the last key. */
export const PLACE_DEBOUNCE_MS = 350;

/** A searched place: portfolio and opportunity browsing search around it. */
export interface BrowsePlace {
  /** What the location box shows: 'Austin, TX' or '78701 — Austin, TX'. */
  label: string;
  latitude: number;
  longitude: number;
}

export function placeToBrowsePlace(place: Place): BrowsePlace {
  return { label: place.label, longitude: place.coordinates[0], latitude: place.coordinates[1] };
}

interface SearchLocationInputProps {
  value: BrowsePlace | null;
  onChange: (place: BrowsePlace | null) => void;
  className?: string;
}

/**
 * The location box of the browse screens (portfolios and opportunities): US cities ('Austin, TX') and ZIP codes from the places gazetteer. Only a chosen
 * suggestion sets the search location (it carries the coordinates); typed text on its own does not.
 * The best match is highlighted as suggestions arrive, so typing and Enter is enough; the arrow keys
 * move through the rest. Emptying the box removes the location.
 */
export function SearchLocationInput({ value, onChange, className }: SearchLocationInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.label ?? '');
  const [isFocused, setIsFocused] = useState(false);
  useEffect(() => {
    setText(value?.label ?? '');
  }, [value?.label]);

  const [debounced] = useDebouncedValue(text.trim(), PLACE_DEBOUNCE_MS);
  // The chosen place's own label needs no suggestions.
  const query = debounced === value?.label ? '' : debounced;
  const suggestions = useSuggestPlaces(query);
  const places = useMemo(
    () => (query.length >= PLACE_QUERY_MIN_LENGTH ? (suggestions.data ?? []) : []),
    [query, suggestions.data],
  );
  const isSettled =
    query.length >= PLACE_QUERY_MIN_LENGTH && suggestions.isSuccess && !suggestions.isPlaceholderData;

  useEffect(() => {
    if (places.length > 0) combobox.selectFirstOption();
  }, [places, combobox.selectFirstOption]);

  const choose = (id: string) => {
    const place = places.find((candidate) => candidate.id === id);
    if (!place) return;
    setText(place.label);
    onChange(placeToBrowsePlace(place));
    combobox.closeDropdown();
  };

  const clear = () => {
    setText('');
    combobox.closeDropdown();
    if (value) onChange(null);
  };

  const isUnchosen = !isFocused && text.trim() !== '' && text !== value?.label;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} shadow="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          className={className}
          label="Location"
          placeholder="City, ST or ZIP code"
          value={text}
          leftSection={<IconMapPin size={18} stroke={1.6} aria-hidden="true" />}
          rightSection={
            suggestions.isFetching ? (
              <Loader size={16} aria-label="Looking up places" />
            ) : text ? (
              <CloseButton
                size="sm"
                aria-label="Clear location"
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : null
          }
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            combobox.openDropdown();
            if (next.trim() === '' && value) onChange(null);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            setIsFocused(true);
            combobox.openDropdown();
          }}
          onBlur={() => {
            setIsFocused(false);
            combobox.closeDropdown();
            // Leaving the box with half-typed text keeps the place actually searched on screen.
            if (value && text !== value.label) setText(value.label);
          }}
          description={
            isUnchosen
              ? 'Choose a city or ZIP code from the list to search nearby.'
              : suggestions.isError
                ? 'Place suggestions are unavailable right now.'
                : undefined
          }
          autoComplete="off"
          inputWrapperOrder={['label', 'input', 'description']}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={places.length === 0 && !isSettled}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {places.map((place) => (
            <Combobox.Option value={place.id} key={place.id} className={classes.placeOption}>
              {place.kind === 'zip' ? (
                <IconMailbox size={16} stroke={1.6} aria-hidden="true" />
              ) : (
                <IconBuildingSkyscraper size={16} stroke={1.6} aria-hidden="true" />
              )}
              <span>{place.label}</span>
            </Combobox.Option>
          ))}
          {places.length === 0 && isSettled ? (
            <Combobox.Empty>No US city or ZIP code matches</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
