import { messages } from '@canvas/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { CONTACT_BLOCKED_KEYS, contactDigits, scSalonIdDigits, stripSlashes } from './info-model';

/**
 * A slash is blocked in the company and school name (spec 2 §5): the key does nothing and pasted
 * text loses its slashes; either way the field says why for a moment.
 */
export function useSlashBlock() {
  const [blocked, setBlocked] = useState(false);
  return {
    hint: blocked ? messages.slashNotAllowed : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === '/') {
        event.preventDefault();
        setBlocked(true);
      }
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      if (event.clipboardData.getData('text').includes('/')) setBlocked(true);
    },
    /** The value without slashes (what a paste or an autofill brings in is cleaned here). */
    clean: (value: string) => {
      const cleaned = stripSlashes(value);
      if (cleaned !== value) setBlocked(true);
      else if (blocked && value === '') setBlocked(false);
      return cleaned;
    },
  };
}

interface DigitsInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** Primary contact number: digits only, the keys e, +, - and '.' blocked (spec 2 §5). */
export function ContactNumberInput({ value, onChange, ...props }: DigitsInputProps) {
  return (
    <TextInput
      size="md"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leftSection={<IconPhone size={16} aria-hidden="true" />}
      {...props}
      value={value}
      onKeyDown={(event) => {
        if (CONTACT_BLOCKED_KEYS.includes(event.key)) event.preventDefault();
      }}
      onChange={(event) => onChange(contactDigits(event.currentTarget.value))}
    />
  );
}

/** The retail partner's account (Sold to) number: optional, digits only, at most 10 (spec 2 §5). */
export function AccountNumberInput({ value, onChange, ...props }: DigitsInputProps) {
  return (
    <TextInput
      size="md"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(scSalonIdDigits(event.currentTarget.value))}
    />
  );
}
