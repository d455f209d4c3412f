import type { AddressPlace, CanvasLocation } from '@canvas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addressHandlers, CONGRESS_PLACE } from '@/testing/address-fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { type LocationFieldGroup, LocationFields } from './location-fields';
import { LocationList } from './location-list';
import {
  applyAddress,
  areaInSquareFeet,
  convertArea,
  newLocation,
  type OrgCanvasType,
} from './location-rules';

const PROGRAMS = [
  { id: 301, kind: 'program', name: 'Cosmetology', official: true },
  { id: 302, kind: 'program', name: 'Esthetics', official: true },
];

function mockPlaces(place: AddressPlace = CONGRESS_PLACE) {
  return mockApi({
    ...addressHandlers(place),
    'GET /api/option/customized': { body: { program: PROGRAMS } },
  });
}

function renderFields(
  options: { type?: OrgCanvasType; groups?: LocationFieldGroup[]; initial?: Partial<CanvasLocation> } = {},
) {
  const type = options.type ?? 'business';
  const onChange = vi.fn<(location: CanvasLocation) => void>();
  function Harness() {
    const [location, setLocation] = useState<CanvasLocation>({ ...newLocation(type), ...options.initial });
    return (
      <LocationFields
        type={type}
        groups={options.groups}
        value={location}
        onChange={(next) => {
          setLocation(next);
          onChange(next);
        }}
      />
    );
  }
  const utils = renderWithProviders(<Harness />);
  const last = () => onChange.mock.lastCall?.[0];
  return { ...utils, onChange, last };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('numeric inputs (spec 2 §5)', () => {
  it.each(['Area', 'Chairs', 'Employees'])('%s refuses the keys e, +, - and .', (name) => {
    mockPlaces();
    renderFields();
    for (const key of ['e', 'E', '+', '-', '.']) {
      // fireEvent answers false when a handler prevented the key.
      expect(fireEvent.keyDown(field(name), { key })).toBe(false);
    }
    expect(fireEvent.keyDown(field(name), { key: '7' })).toBe(true);
  });

  it.each(['Day students', 'Night students'])('%s refuses the keys e, +, - and .', (name) => {
    mockPlaces();
    renderFields({ type: 'school' });
    for (const key of ['e', '+', '-', '.']) expect(fireEvent.keyDown(field(name), { key })).toBe(false);
  });

  it('refuses negatives pasted in', async () => {
    mockPlaces();
    const { user, last } = renderFields();
    await user.click(field('Chairs'));
    await user.paste('-4');
    expect(last()?.chairAmount ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('keeps counts as numbers and turns an emptied count into 0', async () => {
    mockPlaces();
    const { user, last } = renderFields();
    await user.type(field('Chairs'), '12');
    await user.type(field('Employees'), '8');
    expect(last()).toMatchObject({ chairAmount: 12, employeeAmount: 8 });
    await user.clear(field('Chairs'));
    expect(last()?.chairAmount).toBe(0);
    expect(field('Chairs')).toHaveValue('');
  });

  it('turns emptied student counts into null', async () => {
    mockPlaces();
    const { user, last } = renderFields({ type: 'school' });
    await user.type(field('Day students'), '40');
    expect(last()?.dayStudents).toBe(40);
    await user.clear(field('Day students'));
    expect(last()?.dayStudents).toBeNull();
  });
});

describe('area unit (spec 2 §9)', () => {
  it('converts square metres to square feet with 10.76, floored', () => {
    expect(convertArea(100, 'm', 'ft')).toBe(1076);
    expect(convertArea(93, 'm', 'ft')).toBe(1000); // 1000.68
    expect(convertArea(1, 'm', 'ft')).toBe(10);
    expect(convertArea(1076, 'ft', 'm')).toBe(100);
    expect(convertArea(1000, 'ft', 'm')).toBe(92); // 92.9
    expect(convertArea(250, 'ft', 'ft')).toBe(250);
    expect(areaInSquareFeet({ area: 50, areaUnit: 'm' })).toBe(538);
    expect(areaInSquareFeet({ area: 50, areaUnit: 'ft' })).toBe(50);
  });

  it('is square feet by default and converts the area when toggled', async () => {
    mockPlaces();
    const { user, last } = renderFields();
    expect(screen.getByRole('radio', { name: 'sq ft' })).toBeChecked();
    await user.type(field('Area'), '1200');
    await user.click(screen.getByRole('radio', { name: 'sq m' }));
    expect(last()).toMatchObject({ areaUnit: 'm', area: 111 });
    expect(field('Area')).toHaveValue('111');
    await user.click(screen.getByRole('radio', { name: 'sq ft' }));
    expect(last()).toMatchObject({ areaUnit: 'ft', area: 1194 });
  });
});

describe('the address', () => {
  it('picking a suggestion fills the address, city, state, ZIP, country and coordinates', async () => {
    mockPlaces();
    const { user, last } = renderFields({ initial: { chairAmount: 6 } });
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    await waitFor(() =>
      expect(last()).toMatchObject({
        address: '512 Congress Ave, Austin, TX 78701',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        zipCode: '78701',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-97.7426, 30.2713],
        chairAmount: 6,
      }),
    );
    expect(screen.getByText("Placed at the ZIP code's centre")).toBeInTheDocument();
  });

  it('says nothing about precision when the provider placed the street itself', async () => {
    mockPlaces({ ...CONGRESS_PLACE, precision: 'address' });
    const { user, last } = renderFields();
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    await waitFor(() => expect(last()?.coordinates).not.toBeNull());
    expect(screen.queryByText("Placed at the ZIP code's centre")).not.toBeInTheDocument();
  });

  it('typing over a picked address clears its place, so no stale coordinates are saved', async () => {
    mockPlaces();
    const { user, last } = renderFields();
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    await waitFor(() => expect(last()?.coordinates).not.toBeNull());
    await user.type(input, '{Backspace}');
    expect(last()).toMatchObject({
      address: '512 Congress Ave, Austin, TX 7870',
      city: '',
      stateShort: '',
      coordinates: null,
      zipCode: undefined,
    });
    expect(screen.getByText('Pick an address from the list to place it on the map.')).toBeInTheDocument();
    expect(screen.queryByText("Placed at the ZIP code's centre")).not.toBeInTheDocument();
  });

  it('applyAddress keeps the rest of the location', () => {
    const location = { ...newLocation('school'), chairAmount: 3, dayStudents: 20 };
    const placed = applyAddress(location, { address: CONGRESS_PLACE.address, place: CONGRESS_PLACE });
    expect(placed).toMatchObject({ chairAmount: 3, dayStudents: 20, city: 'Austin', uuid: location.uuid });
    expect(applyAddress(placed, { address: '512 Cong', place: null })).toMatchObject({
      address: '512 Cong',
      chairAmount: 3,
      coordinates: null,
      city: '',
    });
  });
});

describe('field groups', () => {
  it('a business location has no school fields', () => {
    mockPlaces();
    renderFields({ type: 'business' });
    expect(screen.queryByRole('textbox', { name: 'Day students' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Accredited' })).not.toBeInTheDocument();
  });

  it('shows only the address when the form asks for no other group', () => {
    mockPlaces();
    renderFields({ type: 'school', groups: [] });
    expect(screen.getByRole('combobox', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Day students' })).not.toBeInTheDocument();
  });

  it('a school location sets class type, accreditation and programs from the catalogue', async () => {
    mockPlaces();
    const { user, last } = renderFields({ type: 'school' });
    const classType = screen.getByRole('radiogroup', { name: 'Class type' });
    await user.click(within(classType).getByRole('radio', { name: 'Night' }));
    expect(last()?.classType).toBe('night');
    await user.click(screen.getByRole('switch', { name: 'Accredited' }));
    expect(last()?.isAccredited).toBe(true);
    const programs = screen.getByRole('combobox', { name: /Supported programs/ });
    await user.click(programs);
    await user.click(await screen.findByRole('option', { name: 'Cosmetology' }));
    await user.type(programs, 'barbering{Enter}');
    expect(last()?.supportedProgram).toEqual([
      { optionId: 301, name: 'Cosmetology' },
      { optionId: null, name: 'barbering' },
    ]);
  });
});

describe('LocationList', () => {
  function renderList(initial: CanvasLocation[] = []) {
    const onChange = vi.fn<(locations: CanvasLocation[]) => void>();
    function Harness() {
      const [locations, setLocations] = useState(initial);
      return (
        <LocationList
          type="business"
          value={locations}
          onChange={(next) => {
            setLocations(next);
            onChange(next);
          }}
          addressErrors={[undefined, 'Location']}
        />
      );
    }
    return { ...renderWithProviders(<Harness />), onChange };
  }

  it('always shows the default location, adds extra ones and removes only those', async () => {
    mockPlaces();
    const { user, onChange } = renderList();
    expect(screen.getByRole('group', { name: 'Default location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove default location' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another location' }));
    await user.click(screen.getByRole('button', { name: 'Add another location' }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(3);
    const second = screen.getByRole('group', { name: 'Location 2' });
    expect(within(second).getByText('Location')).toBeInTheDocument();
    await user.type(
      within(screen.getByRole('group', { name: 'Location 3' })).getByRole('textbox', { name: 'Chairs' }),
      '4',
    );
    await user.click(screen.getByRole('button', { name: 'Remove location 2' }));
    const locations = onChange.mock.lastCall?.[0] ?? [];
    expect(locations).toHaveLength(2);
    expect(locations[1]?.chairAmount).toBe(4);
    expect(screen.queryByRole('group', { name: 'Location 3' })).not.toBeInTheDocument();
  });

  it('keeps a location added while the picked address of another is still loading its details', async () => {
    const { fetchMock } = mockPlaces();
    let release = () => {};
    const detailsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/places/address/details')) await detailsHeld;
      return fetchMock(input, init);
    });
    const { user, onChange } = renderList();
    const address = within(screen.getByRole('group', { name: 'Default location' })).getByRole('combobox', {
      name: 'Address',
    });
    await user.type(address, '512 Congress');
    await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
    await user.click(screen.getByRole('button', { name: 'Add another location' }));
    expect(screen.getByRole('group', { name: 'Location 2' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(onChange.mock.lastCall?.[0]?.[0]?.address).toBe(CONGRESS_PLACE.address));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Location 2' })).toBeInTheDocument();
  });
});
