import { type MediaItem, type MediaSlot, messages } from '@canvas/shared';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconBrandYoutube, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { youtubeMediaItem } from '@/lib/media-rules';

export interface YouTubeLinkInputProps {
  /** The current YouTube item (its link is shown), or null. */
  value: MediaItem | null;
  /** A featured-video item {type, video: true, youtubeId, url: the watch URL}, or null when cleared. */
  onChange: (item: MediaItem | null) => void;
  /** The slot the item is for. Default 'featuredVideo'. */
  slot?: MediaSlot;
  label?: string;
  disabled?: boolean;
}

/**
 * A YouTube link instead of an uploaded video (spec 2 §5): youtu.be/{id}, {host}/watch?v={id} or
 * {host}/shorts/{id} with an 11-character id. Anything else shows messages.youtubeLinkInvalid.
 */
export function YouTubeLinkInput({
  value,
  onChange,
  slot = 'featuredVideo',
  label = 'Or paste a YouTube link',
  disabled = false,
}: YouTubeLinkInputProps) {
  const [text, setText] = useState(value?.youtubeId ? value.url : '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(value?.youtubeId ? value.url : '');
  }, [value?.youtubeId, value?.url]);

  const apply = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const item = youtubeMediaItem(trimmed, slot);
    if (!item) {
      setError(messages.youtubeLinkInvalid);
      return;
    }
    setError(null);
    setText(item.url);
    onChange(item);
  };

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={label}
        placeholder="https://youtu.be/…"
        value={text}
        disabled={disabled}
        error={error}
        leftSection={<IconBrandYoutube size={16} aria-hidden="true" />}
        inputMode="url"
        autoComplete="off"
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        rightSection={
          value?.youtubeId ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Remove YouTube link"
              onClick={() => {
                setText('');
                setError(null);
                onChange(null);
              }}
              disabled={disabled}
            >
              <IconX size={14} aria-hidden="true" />
            </ActionIcon>
          ) : null
        }
      />
      <Button variant="default" mt={26} onClick={apply} disabled={disabled || !text.trim()}>
        Use link
      </Button>
    </Group>
  );
}
