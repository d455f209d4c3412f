import type { AnyApplicantStatus, ApplicantRow } from '@canvas/shared';
import { messages } from '@canvas/shared';
import { Checkbox } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { useSetSubmittedToHiringManager } from '../api/set-submitted-to-hiring-manager';
import { applicantName } from '../applicants-model';
import { ApplicantActions } from './applicant-actions';
import { ApplicantName } from './applicant-name';
import { ApplicantStatusSelect } from './applicant-status-select';

export interface ApplicantListProps {
  opportunityId: number;
  competition: boolean;
  /** A platform admin: the 'Submitted to Hiring Manager' column. */
  isAdmin: boolean;
  filtered: boolean;
  selected: ApplicantRow[];
  onSelectedChange: (rows: ApplicantRow[]) => void;
  onStatusChange: (row: ApplicantRow, status: AnyApplicantStatus) => void;
  onMessage: (row: ApplicantRow) => void;
}

interface ApplicantsTableProps extends ApplicantListProps {
  data: { list: ApplicantRow[]; count: number };
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort<ApplicantRow>;
  onSortChange: (sort: DataTableSort<ApplicantRow>) => void;
  fetching: boolean;
}

/** The admins' flag (spec 3 §4): ticking it saves at once and the list reloads. */
function SubmittedCheckbox({ row, opportunityId }: { row: ApplicantRow; opportunityId: number }) {
  const flag = useSetSubmittedToHiringManager();
  return (
    <Checkbox
      aria-label={`${applicantName(row)} submitted to hiring manager`}
      checked={
        flag.isPending ? (flag.variables?.bool ?? false) : (row.adminSubmittedToHiringManager ?? false)
      }
      disabled={flag.isPending}
      onChange={(event) =>
        flag.mutate({ opportunityId, applyId: row.applyId, bool: event.currentTarget.checked })
      }
    />
  );
}

/** The wide table (spec 3 "Opportunity applicants"): sortable location, date applied, status (and the admins' flag). */
export function ApplicantsTable({
  opportunityId,
  competition,
  isAdmin,
  filtered,
  onStatusChange,
  onMessage,
  size,
  ...table
}: ApplicantsTableProps) {
  const columns: DataTableColumn<ApplicantRow>[] = [
    { accessor: 'firstName', title: 'Name', render: (row) => <ApplicantName row={row} /> },
    { accessor: 'phoneNumber', title: 'Phone', render: (row) => row.phoneNumber || '—' },
    { accessor: 'location', title: 'Location', sortable: true, render: (row) => row.location || '—' },
    {
      accessor: 'applyDate',
      title: 'Date applied',
      sortable: true,
      render: (row) => formatDate(row.applyDate),
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (row) => (
        <ApplicantStatusSelect row={row} competition={competition} onChange={onStatusChange} />
      ),
    },
    ...(isAdmin
      ? [
          {
            accessor: 'adminSubmittedToHiringManager',
            title: 'Submitted to Hiring Manager',
            sortable: true,
            textAlign: 'center',
            render: (row) => <SubmittedCheckbox row={row} opportunityId={opportunityId} />,
          } satisfies DataTableColumn<ApplicantRow>,
        ]
      : []),
    {
      accessor: 'applyId',
      title: 'Actions',
      textAlign: 'right',
      // Pending applicants (their canvas is not public) have no actions (spec 3).
      render: (row) => (row.pending ? null : <ApplicantActions row={row} onMessage={onMessage} />),
    },
  ];
  return (
    <DataTable<ApplicantRow>
      label="Applicants"
      columns={columns}
      idAccessor="applyId"
      rowLabel={applicantName}
      size={size}
      emptyText={filtered ? 'No applicants match these filters.' : messages.applicantsEmpty}
      isRowSelectable={(row) => !row.pending}
      {...table}
    />
  );
}
