import { type AnyApplicantStatus, type ApplicantRow, isScheduledStatus } from '@canvas/shared';
import { Select } from '@mantine/core';
import { applicantName, statusLabel, statusOptions } from '../applicants-model';

interface ApplicantStatusSelectProps {
  row: ApplicantRow;
  competition: boolean;
  /** A new status was picked; the page asks for a date first when it is a scheduled one. */
  onChange: (row: ApplicantRow, status: AnyApplicantStatus) => void;
  disabled?: boolean;
  /** The condensed cards give it the card's width and a touch-sized field. */
  fullWidth?: boolean;
}

/** A row's status dropdown (spec 3): any status can follow any other. */
export function ApplicantStatusSelect({
  row,
  competition,
  onChange,
  disabled,
  fullWidth = false,
}: ApplicantStatusSelectProps) {
  const options = statusOptions(competition);
  // A status of the other kind (a contest turned into a job) still shows as what it is.
  const data = options.some((option) => option.value === row.status)
    ? options
    : [{ value: row.status, label: statusLabel(row.status) }, ...options];
  return (
    <Select
      aria-label={`Status of ${applicantName(row)}`}
      size={fullWidth ? 'md' : 'xs'}
      data={data}
      value={row.status}
      allowDeselect={false}
      disabled={disabled}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      w={fullWidth ? '100%' : 210}
      maw={fullWidth ? 360 : undefined}
      onChange={(value) => {
        if (value && value !== row.status) onChange(row, value as AnyApplicantStatus);
      }}
      description={
        row.scheduledAt && isScheduledStatus(row.status)
          ? new Date(row.scheduledAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
          : undefined
      }
    />
  );
}
