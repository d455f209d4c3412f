import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import {
  DATA_TABLE_NARROW_QUERY,
  DATA_TABLE_PHONE_QUERY,
  DataTable,
  type DataTablePage,
  type DataTableSort,
} from './data-table';

interface Member {
  id: number;
  name: string;
  city: string;
  canvases: number;
}

const MEMBERS: Member[] = [
  { id: 1, name: 'Maya Robinson', city: 'Chicago', canvases: 2 },
  { id: 2, name: 'Sofia Alvarez', city: 'Austin', canvases: 1 },
  { id: 3, name: 'Jordan Ellis', city: 'Denver', canvases: 4 },
];

const SIZE = 2;

/** A page as the API answers it, sorted and sliced the way the server would. */
function pageOf(page: number, sort: DataTableSort<Member>): DataTablePage<Member> {
  const sorted = [...MEMBERS].sort((a, b) => {
    const order = String(a[sort.column]).localeCompare(String(b[sort.column]), 'en', { numeric: true });
    return sort.direction === 'asc' ? order : -order;
  });
  return { list: sorted.slice((page - 1) * SIZE, page * SIZE), count: sorted.length };
}

function Members({
  data,
  onSelected = () => {},
  selectable,
  cardsQuery,
}: {
  data?: (page: number, sort: DataTableSort<Member>) => DataTablePage<Member> | undefined;
  onSelected?: (members: Member[]) => void;
  selectable?: (member: Member) => boolean;
  cardsQuery?: string;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort<Member>>({ column: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<Member[]>([]);
  return (
    <DataTable<Member>
      label="Members"
      cardsQuery={cardsQuery}
      idAccessor="id"
      rowLabel={(member) => member.name}
      columns={[
        { accessor: 'name', title: 'Name', sortable: true },
        { accessor: 'city', title: 'City', sortable: true },
        {
          accessor: 'canvases',
          title: 'Canvases',
          textAlign: 'right',
          render: (member) => `${member.canvases} canvases`,
        },
      ]}
      data={(data ?? pageOf)(page, sort)}
      page={page}
      size={SIZE}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      selected={selected}
      onSelectedChange={(members) => {
        setSelected(members);
        onSelected(members);
      }}
      {...(selectable ? { isRowSelectable: selectable } : {})}
      emptyText="No members yet"
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/**
 * A browser's matchMedia: the empty query (mantine-datatable's "always visible" column) matches,
 * and the phone query matches only on a phone.
 */
function viewport(isPhone: boolean, isNarrow = isPhone) {
  stubViewport([
    ...(isPhone ? [DATA_TABLE_PHONE_QUERY] : []),
    ...(isNarrow ? [DATA_TABLE_NARROW_QUERY] : []),
  ]);
}
const onPhone = () => viewport(true);

beforeEach(() => {
  viewport(false);
  // jsdom has no scrolling; the table scrolls its body back to the top on a new page.
  Element.prototype.scrollTo = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('shows a page of rows with their cells', () => {
    renderWithProviders(<Members />);
    expect(rowNames()).toEqual(['Jordan Ellis', 'Maya Robinson']);
    expect(screen.getByText('4 canvases')).toBeInTheDocument();
  });

  it('sorts by a sortable column', async () => {
    const { user } = renderWithProviders(<Members />);
    await user.click(screen.getByText('City'));
    expect(rowNames()).toEqual(['Sofia Alvarez', 'Maya Robinson']);
    await user.click(screen.getByText('City'));
    expect(rowNames()).toEqual(['Jordan Ellis', 'Maya Robinson']);
  });

  it('pages through the list the API counts', async () => {
    const { user } = renderWithProviders(<Members />);
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(['Sofia Alvarez']);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(rowNames()).toEqual(['Jordan Ellis', 'Maya Robinson']);
  });

  it('selects rows one by one or the whole page', async () => {
    const onSelected = vi.fn();
    const { user } = renderWithProviders(<Members onSelected={onSelected} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Maya Robinson' }));
    expect(onSelected).toHaveBeenLastCalledWith([MEMBERS[0]]);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onSelected.mock.lastCall?.[0].map((member: Member) => member.name).sort()).toEqual([
      'Jordan Ellis',
      'Maya Robinson',
    ]);
  });

  it('disables the checkbox of rows that may not be selected, and leaves them out of the whole page', async () => {
    const onSelected = vi.fn();
    const { user } = renderWithProviders(
      <Members onSelected={onSelected} selectable={(member) => member.name !== 'Jordan Ellis'} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Jordan Ellis' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onSelected.mock.lastCall?.[0].map((member: Member) => member.name)).toEqual(['Maya Robinson']);
  });

  it('says when there is nothing to list', () => {
    renderWithProviders(<Members data={() => ({ list: [], count: 0 })} />);
    expect(screen.getByText('No members yet')).toBeInTheDocument();
  });

  it('shows it is loading until the first page arrives', () => {
    renderWithProviders(<Members data={() => undefined} />);
    expect(screen.getByRole('status', { name: 'Loading members' })).toBeInTheDocument();
  });

  it('turns rows into cards from a wider breakpoint when the table asks (cardsQuery)', () => {
    viewport(false, true);
    const { unmount } = renderWithProviders(<Members />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Members cardsQuery={DATA_TABLE_NARROW_QUERY} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(2);
  });

  describe('on a phone', () => {
    it('shows each row as a card of label/value pairs', () => {
      onPhone();
      renderWithProviders(<Members />);
      const cards = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(
        within(cards[0] as HTMLElement).getByText('Jordan Ellis', { selector: 'p' }),
      ).toBeInTheDocument();
      const terms = within(cards[0] as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(['Name', 'City', 'Canvases']);
      const values = within(cards[0] as HTMLElement)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(values).toEqual(['Jordan Ellis', 'Denver', '4 canvases']);
    });

    it('sorts, selects, pages and says when empty', async () => {
      onPhone();
      const onSelected = vi.fn();
      const { user, unmount } = renderWithProviders(<Members onSelected={onSelected} />);
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(await screen.findByRole('option', { name: 'City, descending' }));
      expect(
        within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Jordan Ellis');
      await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
      expect(onSelected.mock.lastCall?.[0]).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(1);
      unmount();
      renderWithProviders(<Members data={() => ({ list: [], count: 0 })} />);
      expect(screen.getByText('No members yet')).toBeInTheDocument();
    });

    it('disables the checkbox of cards that may not be selected', async () => {
      onPhone();
      const onSelected = vi.fn();
      const { user } = renderWithProviders(
        <Members onSelected={onSelected} selectable={(member) => member.name !== 'Jordan Ellis'} />,
      );
      expect(screen.getByRole('checkbox', { name: 'Select Jordan Ellis' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
      expect(onSelected.mock.lastCall?.[0].map((member: Member) => member.name)).toEqual(['Maya Robinson']);
    });
  });
});
