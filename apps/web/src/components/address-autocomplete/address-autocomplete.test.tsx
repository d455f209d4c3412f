import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS } from '@canvas/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressHandlers, CONGRESS, CONGRESS_PLACE } from '@/testing/address-fixtures';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import {
  ADDRESS_DETAILS_FAILED,
  AddressAutocomplete,
  type AddressChange,
  NO_MATCHING_ADDRESS,
} from './address-autocomplete';

const suggestCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.includes('/api/places/address/suggest'));
const queryOf = (request: RecordedRequest | undefined) =>
  request ? new URL(request.url, 'http://x').searchParams.get('q') : null;

function Harness({
  onChange,
  initial = '',
}: {
  onChange: (change: AddressChange) => void;
  initial?: string;
}) {
  const [address, setAddress] = useState(initial);
  return (
    <AddressAutocomplete
      label="Address"
      value={address}
      onChange={(change) => {
        setAddress(change.address);
        onChange(change);
      }}
    />
  );
}

function setup(handlers: Parameters<typeof mockApi>[0] = {}, initial = '') {
  const api = mockApi({ ...addressHandlers(), ...handlers });
  const onChange = vi.fn<(change: AddressChange) => void>();
  const utils = renderWithProviders(<Harness onChange={onChange} initial={initial} />);
  return { ...utils, ...api, onChange, input: () => screen.getByRole('combobox', { name: 'Address' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AddressAutocomplete', () => {
  it(`asks for suggestions once typing pauses for ${ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS} ms, not per key`, async () => {
    vi.useFakeTimers();
    const { requests, input } = setup();
    for (const text of ['5', '51', '512', '512 C', '512 Co', '512 Congress']) {
      fireEvent.change(input(), { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS - 101));
    expect(suggestCalls(requests)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggestCalls(requests)).toHaveLength(1);
    expect(queryOf(suggestCalls(requests)[0])).toBe('512 Congress');
  });

  it('asks nothing for fewer than three characters', async () => {
    vi.useFakeTimers();
    const { requests, input } = setup();
    fireEvent.change(input(), { target: { value: '51' } });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS * 2));
    expect(suggestCalls(requests)).toHaveLength(0);
  });

  it('shows the street line and the rest, then hands the picked place to the parent', async () => {
    const { user, requests, input, onChange } = setup();
    await user.type(input(), '512 Congress');
    const option = await screen.findByRole('option', { name: '512 Congress Ave Austin, TX 78701' });
    expect(screen.getByText('512 Congress Ave')).toHaveStyle({ fontWeight: '600' });
    await user.click(option);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ address: CONGRESS_PLACE.address, place: CONGRESS_PLACE }),
    );
    expect(input()).toHaveValue(CONGRESS_PLACE.address);
    const details = requests.find((request) => request.url.includes('/api/places/address/details'));
    expect(new URL(details?.url ?? '', 'http://x').searchParams.get('id')).toBe(CONGRESS.id);
  });

  it('can be driven from the keyboard', async () => {
    const { user, input, onChange } = setup();
    await user.type(input(), '512 Congress');
    await screen.findByRole('option', { name: /512 Congress Ave/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ address: CONGRESS_PLACE.address, place: CONGRESS_PLACE }),
    );
  });

  it('closes the list on Escape, and opens it again when typing goes on', async () => {
    const { user, input } = setup();
    await user.type(input(), '512 Congress');
    await screen.findByRole('option', { name: /512 Congress Ave/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), ' Ave');
    expect(await screen.findByRole('option', { name: /512 Congress Ave/ })).toBeInTheDocument();
  });

  it('drops the picked place as soon as the text is typed over', async () => {
    const { user, input, onChange } = setup();
    await user.type(input(), '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    await waitFor(() => expect(input()).toHaveValue(CONGRESS_PLACE.address));
    await user.type(input(), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ address: `${CONGRESS_PLACE.address}x`, place: null });
  });

  it(`says '${NO_MATCHING_ADDRESS}' when nothing matches`, async () => {
    const { user, input } = setup({ 'GET /api/places/address/suggest': { body: { list: [] } } });
    await user.type(input(), '1 Nowhere Lane');
    expect(await screen.findByText(NO_MATCHING_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a loading indicator while suggestions are on their way', async () => {
    let answer: (() => void) | undefined;
    const { user, input } = setup({
      'GET /api/places/address/suggest': { body: { list: [CONGRESS] } },
    });
    // Hold the answer back: the spinner stays until it comes.
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(
      (...args) =>
        new Promise((resolve) => {
          answer = () => resolve(original ? original(...args) : new Response(null));
        }),
    );
    await user.type(input(), '512 Congress');
    expect(await screen.findByRole('status', { name: 'Loading addresses' })).toBeInTheDocument();
    // Still spinning once the request is out, until its answer comes.
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('status', { name: 'Loading addresses' })).toBeInTheDocument();
    answer?.();
    await screen.findByRole('option', { name: /512 Congress Ave/ });
    expect(screen.queryByRole('status', { name: 'Loading addresses' })).not.toBeInTheDocument();
  });

  it('says so when the details of a pick cannot be loaded, and keeps no place', async () => {
    const { user, input, onChange } = setup({
      'GET /api/places/address/details': { status: 404, body: { code: 404, message: 'Not found' } },
    });
    await user.type(input(), '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    expect(await screen.findByText(ADDRESS_DETAILS_FAILED)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ address: '512 Congress Ave, Austin, TX 78701', place: null });
  });

  it('does not search the saved address it starts with', async () => {
    vi.useFakeTimers();
    const { requests } = setup({}, CONGRESS_PLACE.address);
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS * 2));
    expect(suggestCalls(requests)).toHaveLength(0);
  });
});
