import type { MediaSlot } from '@canvas/shared';
import type { Ref } from 'react';
import { slotAccept } from '@/lib/media-rules';
import classes from './media.module.css';

/** Why the last upload failed, announced where it happened. */
export function UploadError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={classes.error} aria-live="polite">
      {message}
    </p>
  );
}

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  slot: MediaSlot;
  multiple?: boolean;
  disabled: boolean;
  describedBy: string;
  onFiles: (files: File[]) => void;
}

/** The file picker behind a media field's own button and drop zone (accepts the slot's types). */
export function HiddenFileInput({
  ref,
  id,
  slot,
  multiple,
  disabled,
  describedBy,
  onFiles,
}: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      className={classes.fileInput}
      type="file"
      multiple={multiple}
      accept={slotAccept(slot)}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => {
        const files = Array.from(event.currentTarget.files ?? []);
        // Let the same file be chosen again after a failure.
        event.currentTarget.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
