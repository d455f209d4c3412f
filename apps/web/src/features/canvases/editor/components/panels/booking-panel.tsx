import { formatBookingLink, isValidBookingLink, messages } from '@canvas/shared';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { PanelProps } from './panel-types';

/**
 * Online Booking: a URL, phone number, email or Instagram handle (spec 2 §5). The formatted link
 * is previewed as visitors will follow it.
 */
export function BookingPanel({ draft, update, showErrors = false }: PanelProps & { showErrors?: boolean }) {
  const [touched, setTouched] = useState(false);
  const value = draft.bookingUrl;
  const valid = isValidBookingLink(value);
  const href = formatBookingLink(value);
  return (
    <Stack gap="sm">
      <TextInput
        label="Booking link"
        description="Where clients book you: your booking page, phone number, email or @instagram handle."
        placeholder="https://booking.example.com/you"
        leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
        value={value}
        onChange={(event) => update((current) => ({ ...current, bookingUrl: event.currentTarget.value }))}
        onBlur={() => setTouched(true)}
        error={!valid && (touched || showErrors) ? messages.bookingLinkInvalid : undefined}
        maxLength={500}
      />
      {href ? (
        <Text size="sm" c="dimmed">
          The Book a Service button opens{' '}
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" inline>
            {href} <IconExternalLink size={12} aria-hidden="true" />
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
