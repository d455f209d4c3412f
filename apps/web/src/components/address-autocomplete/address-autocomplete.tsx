import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, type AddressPlace } from '@canvas/shared';
import { Combobox, Loader, Text, TextInput, type TextInputProps, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchAddressDetails } from '@/api/places/address-details';
import { ADDRESS_QUERY_MIN_LENGTH, useAddressSuggest } from '@/api/places/address-suggest';
import classes from './address-autocomplete.module.css';

export const NO_MATCHING_ADDRESS = 'No matching address';
export const ADDRESS_DETAILS_FAILED = 'That address could not be loaded. Please try again.';
export const ADDRESS_SUGGEST_FAILED = 'Address suggestions are unavailable right now.';

export interface AddressChange {
  /** The text in the field: the picked place's full address, or what was typed since. */
  address: string;
  /** The picked place; null as soon as the text is typed over, so no stale coordinates survive. */
  place: AddressPlace | null;
}

interface AddressAutocompleteProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'rightSection' | 'leftSection'> {
  /** The address as saved on the location. */
  value: string;
  onChange: (change: AddressChange) => void;
}

/**
 * A street address from the maps service (spec 2 §7): suggestions after a 500 ms pause in typing,
 * the place's details (city, state, ZIP, coordinates) fetched when one is picked.
 */
export function AddressAutocomplete({ value, onChange, error, ...props }: AddressAutocompleteProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(value);
  // The address last picked (or loaded): not searched again, so a pick does not reopen the list.
  const picked = useRef(value);
  // A pick's details arrive later: they go to the parent's handler of that moment, not of the pick
  // (a location added meanwhile would be dropped by the older list the pick's handler knew).
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [debounced] = useDebouncedValue(text, ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
  const query = debounced.trim() === picked.current.trim() ? '' : debounced;
  const suggestions = useAddressSuggest(query);
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [detailsError, setDetailsError] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape, a pick or a click elsewhere closes the list until the user types or asks again.
  const [dismissed, setDismissed] = useState(false);

  // A new value from the parent (another location loaded, a reset) replaces the text.
  useEffect(() => {
    setText((current) => {
      if (value === current) return current;
      picked.current = value;
      return value;
    });
  }, [value]);

  const typed = text.trim() !== picked.current.trim() && text.trim().length >= ADDRESS_QUERY_MIN_LENGTH;
  const searching = query.trim().length >= ADDRESS_QUERY_MIN_LENGTH;
  const list = typed && searching ? (suggestions.data ?? []) : [];
  const pending = text !== debounced || suggestions.isFetching;
  // The settled answer to what is typed now (not the previous query's, kept while the next loads).
  const answered = typed && searching && !pending && suggestions.isSuccess && !suggestions.isPlaceholderData;
  const showEmpty = answered && list.length === 0;
  const showFailure = typed && searching && !pending && suggestions.isError;
  // Open only with something to show: an empty popover that later fills can stay hidden.
  const open = focused && !dismissed && !loadingDetails && (list.length > 0 || showEmpty || showFailure);
  const combobox = useCombobox({
    opened: open,
    onDropdownOpen: () => setDismissed(false),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setDismissed(true);
    },
  });

  useEffect(() => {
    if (list.length > 0) combobox.updateSelectedOptionIndex();
  }, [list, combobox]);

  async function pick(id: string) {
    const suggestion = list.find((candidate) => candidate.id === id);
    if (!suggestion) return;
    combobox.closeDropdown();
    const shown = `${suggestion.label}, ${suggestion.secondary}`;
    picked.current = shown;
    setText(shown);
    setDetailsError(false);
    setLoadingDetails(true);
    try {
      const place = await fetchAddressDetails(queryClient, id);
      picked.current = place.address;
      setText(place.address);
      onChangeRef.current({ address: place.address, place });
    } catch {
      setDetailsError(true);
      onChangeRef.current({ address: shown, place: null });
    } finally {
      setLoadingDetails(false);
    }
  }

  return (
    <Combobox store={combobox} onOptionSubmit={(id) => void pick(id)} size="md" shadow="md">
      <Combobox.Target autoComplete="off" withExpandedAttribute>
        <TextInput
          size="md"
          {...props}
          value={text}
          error={error ?? (detailsError ? ADDRESS_DETAILS_FAILED : undefined)}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            setDetailsError(false);
            setDismissed(false);
            onChange({ address: next, place: null });
          }}
          onFocus={(event) => {
            setFocused(true);
            setDismissed(false);
            props.onFocus?.(event);
          }}
          onClick={(event) => {
            setDismissed(false);
            props.onClick?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            props.onBlur?.(event);
          }}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          rightSection={
            loadingDetails || (typed && pending) ? (
              <Loader size={14} aria-label="Loading addresses" role="status" />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Address suggestions">
          {list.map((suggestion) => (
            <Combobox.Option value={suggestion.id} key={suggestion.id} className={classes.option}>
              <Text component="span" fw={600} className={classes.line}>
                {suggestion.label}
              </Text>{' '}
              <Text component="span" size="sm" c="dimmed" className={classes.line}>
                {suggestion.secondary}
              </Text>
            </Combobox.Option>
          ))}
          {showEmpty ? <Combobox.Empty>{NO_MATCHING_ADDRESS}</Combobox.Empty> : null}
          {showFailure ? <Combobox.Empty>{ADDRESS_SUGGEST_FAILED}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
