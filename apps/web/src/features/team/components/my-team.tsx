import { messages, TEAM_PAGE_SIZE } from '@canvas/shared';
import { Badge, Button, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMessage, IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canvasKeys } from '@/api/canvases/keys';
import {
  DATA_TABLE_NARROW_QUERY,
  DataTable,
  type DataTableColumn,
  type DataTableSort,
} from '@/components/data-table';
import { MessageModal } from '@/components/message-modal';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { formatDate } from '@/lib/format';
import { useTeam } from '../api/list-team';
import { sendTeamMessage } from '../api/send-team-message';
import {
  ALL_ROLES,
  type MyTeamCanvas,
  roleFilterOptions,
  roleOfFilter,
  SORT_OF_COLUMN,
  type TeamRow,
  toTeamRow,
} from '../team-model';
import { AddCoworkerModal } from './add-coworker-modal';
import { MemberActions } from './member-actions';
import classes from './my-team.module.css';

export type { MyTeamCanvas } from '../team-model';

export interface MyTeamProps {
  /** A business or school canvas. */
  canvas: MyTeamCanvas;
  /**
   * The reader changed their own membership (their role, or left the team): the dashboard decides
   * again what they may see. The canvas queries are refreshed already.
   */
  onOwnMembershipChange?: () => void;
}

/**
 * The My Team tab of the business and school dashboards (spec 3 "My Team"): the staff of every
 * location, 8 a page, filtered by role and name, sorted by any column; 'Add coworker' for editors,
 * role changes, removal, hiding and resending for the owner and Admin members.
 */
export function MyTeam({ canvas, onOwnMembershipChange }: MyTeamProps) {
  const queryClient = useQueryClient();
  const business = canvas.type === 'business';
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<string>(ALL_ROLES);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [sort, setSort] = useState<DataTableSort<TeamRow>>({ column: 'joinDate', direction: 'desc' });
  const [showHidden, setShowHidden] = useState(false);
  const [selected, setSelected] = useState<TeamRow[]>([]);
  const [adding, setAdding] = useState(false);
  /** Who the message composer writes to: the selected rows, or one row's member. */
  const [messaging, setMessaging] = useState<TeamRow[] | null>(null);

  const query = useTeam({
    canvasId: canvas.id,
    business,
    page,
    size: TEAM_PAGE_SIZE,
    keyword: debouncedKeyword,
    role: roleOfFilter(canvas.type, role),
    sortBy: SORT_OF_COLUMN[sort.column] ?? 'joinDate',
    order: sort.direction,
    showHidden,
  });
  const filtered = debouncedKeyword !== '' || role !== ALL_ROLES;
  const isBlank = (data: { count: number }) => data.count === 0 && !filtered && !showHidden;
  // Nobody on the team yet: the empty state alone, without filters to narrow nothing.
  const blank = query.data !== undefined && isBlank(query.data);

  const restart = () => {
    setPage(1);
    setSelected([]);
  };
  const changed = (self: boolean) => {
    setSelected([]);
    if (!self) return;
    void queryClient.invalidateQueries({ queryKey: canvasKeys.all });
    onOwnMembershipChange?.();
  };

  return (
    <SurfaceCard component="section" aria-label="My Team">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="xs">
            <IconUsersGroup size={24} aria-hidden="true" className={classes.titleIcon} />
            <Title order={2} size="h3">
              My Team
            </Title>
          </Group>
          {query.data?.canInvite ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add coworker
            </Button>
          ) : null}
        </Group>

        {blank ? null : (
          <div className={classes.filters}>
            <Select
              label="Role"
              size="md"
              data={roleFilterOptions(canvas.type)}
              value={role}
              allowDeselect={false}
              onChange={(value) => {
                setRole(value ?? ALL_ROLES);
                restart();
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Search"
              placeholder="Search coworker by name..."
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={keyword}
              onChange={(event) => {
                setKeyword(event.currentTarget.value);
                restart();
              }}
            />
            {query.data?.canManage ? (
              <Switch
                label="Show hidden invitations"
                checked={showHidden}
                onChange={(event) => {
                  setShowHidden(event.currentTarget.checked);
                  restart();
                }}
                className={classes.hiddenSwitch}
              />
            ) : null}
          </div>
        )}

        {query.data?.canInvite && !blank ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconMessage size={16} aria-hidden="true" />}
              disabled={selected.length === 0}
              onClick={() => setMessaging(selected)}
            >
              Message
            </Button>
            <Text size="sm" c="dimmed" role="status">
              {selected.length > 0 ? `${selected.length} selected` : 'Select coworkers to message them'}
            </Text>
          </Group>
        ) : null}

        <QueryState
          query={query}
          what="your team"
          loading={null}
          isEmpty={isBlank}
          empty={
            <Stack align="center" gap="md" py="xl">
              <IconUsersGroup size={40} aria-hidden="true" className={classes.emptyIcon} />
              <Text fw={600} ta="center">
                {messages.teamEmpty}
              </Text>
              {query.data?.canInvite ? (
                <Button variant="light" onClick={() => setAdding(true)}>
                  Add coworker
                </Button>
              ) : null}
            </Stack>
          }
        >
          {(data) => (
            <TeamTable
              canvas={canvas}
              data={{ list: data.list.map(toTeamRow), count: data.count }}
              canManage={data.canManage}
              canInvite={data.canInvite}
              page={page}
              onPageChange={(next) => {
                setPage(next);
                setSelected([]);
              }}
              sort={sort}
              onSortChange={(next) => {
                setSort(next);
                restart();
              }}
              selected={selected}
              onSelectedChange={setSelected}
              fetching={query.isFetching}
              onChanged={changed}
              onMessage={(row) => setMessaging([row])}
            />
          )}
        </QueryState>
      </Stack>
      <MessageModal
        opened={messaging !== null}
        onClose={() => setMessaging(null)}
        recipientName={
          messaging?.length === 1
            ? (messaging[0]?.name ?? 'your coworker')
            : `${messaging?.length ?? 0} coworkers`
        }
        onSend={async (msg) => {
          const userIds = (messaging ?? []).flatMap((row) => (row.userId === null ? [] : [row.userId]));
          const result = await sendTeamMessage(canvas.id, userIds, msg);
          setSelected([]);
          return result;
        }}
      />
      <AddCoworkerModal
        opened={adding}
        onClose={() => setAdding(false)}
        canvas={canvas}
        locations={query.data?.locations ?? []}
        onAdded={() => setSelected([])}
      />
    </SurfaceCard>
  );
}

interface TeamTableProps {
  canvas: MyTeamCanvas;
  data: { list: TeamRow[]; count: number };
  canManage: boolean;
  canInvite: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort<TeamRow>;
  onSortChange: (sort: DataTableSort<TeamRow>) => void;
  selected: TeamRow[];
  onSelectedChange: (rows: TeamRow[]) => void;
  fetching: boolean;
  onChanged: (self: boolean) => void;
  onMessage: (row: TeamRow) => void;
}

function StatusBadges({ row }: { row: TeamRow }) {
  return (
    <>
      {row.pending ? (
        <Badge size="xs" variant="light" color="champagne">
          Pending
        </Badge>
      ) : null}
      {row.hided ? (
        <Badge size="xs" variant="outline" color="gray">
          Hidden
        </Badge>
      ) : null}
    </>
  );
}

function TeamTable({ canvas, data, canManage, canInvite, onChanged, onMessage, ...table }: TeamTableProps) {
  // Phones and narrow screens (beside the sidebar, six columns do not fit) get condensed cards: the
  // name heads each card, so no Name line, and the status sits by the role.
  const isPhone = useMediaQuery(DATA_TABLE_NARROW_QUERY);
  const nameColumn: DataTableColumn<TeamRow> = {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => (
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} className={classes.name}>
            {row.name}
          </Text>
          <StatusBadges row={row} />
        </Group>
        {row.email && !row.pending ? (
          <Text size="xs" c="dimmed" className={classes.name}>
            {row.email}
          </Text>
        ) : null}
      </Stack>
    ),
  };
  const roleColumn: DataTableColumn<TeamRow> = {
    accessor: 'roleName',
    title: 'Role',
    sortable: true,
    render: isPhone
      ? (row) => (
          <Group gap={6}>
            {row.roleName}
            <StatusBadges row={row} />
          </Group>
        )
      : undefined,
  };
  const columns: DataTableColumn<TeamRow>[] = [
    ...(isPhone ? [roleColumn] : [nameColumn]),
    {
      accessor: 'phoneNumber',
      title: 'Phone',
      sortable: true,
      render: (row) => row.phoneNumber ?? '—',
    },
    { accessor: 'city', title: 'Location', sortable: true, render: (row) => row.city || '—' },
    {
      accessor: 'joinDate',
      title: 'Join date',
      sortable: true,
      render: (row) => (row.joinDate ? formatDate(row.joinDate) : 'Invited'),
    },
    ...(isPhone ? [] : [roleColumn]),
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (row) => (
        <MemberActions
          canvas={canvas}
          member={row}
          canManage={canManage}
          canInvite={canInvite}
          onChanged={onChanged}
          onMessage={onMessage}
        />
      ),
    },
  ];
  return (
    <DataTable<TeamRow>
      label="Team members"
      cardsQuery={DATA_TABLE_NARROW_QUERY}
      columns={columns}
      data={data}
      idAccessor="memberId"
      rowLabel={(row) => row.name}
      size={TEAM_PAGE_SIZE}
      emptyText="No coworkers match your search."
      {...table}
      // Selection is for messaging: pending invitees have no account yet, and nobody writes to themselves.
      isRowSelectable={(row) => !row.pending && !row.isSelf}
    />
  );
}
