import { LOCATION_MAP_ZOOM } from '@canvas/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { LocationMap } from './location-map';
import { GRID_COLUMNS, GRID_ROWS, TILE_SIZE, tileCoordinates, tileGrid, tileUrl } from './map-tiles';

const AUSTIN: [number, number] = [-97.7426, 30.2713];
const ADDRESS = '512 Congress Ave, Austin, TX 78701';
const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';

const tiles = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('Web Mercator tiles', () => {
  it('finds the tile of a point as the tile servers number them', () => {
    // Downtown Austin at zoom 15 is tile 7487/13490 (x = (lon + 180) / 360 · 2^15, y by Mercator).
    const { x, y } = tileCoordinates(AUSTIN[0], AUSTIN[1], 15);
    expect(Math.floor(x)).toBe(7487);
    expect(Math.floor(y)).toBe(13_490);
    expect(tileCoordinates(0, 0, 1)).toEqual({ x: 1, y: 1 });
    expect(tileCoordinates(-180, 0, 3).x).toBe(0);
  });

  it('fills the URL template', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 15, 7, 9)).toBe(
      'https://a.tile.example/15/7/9.png',
    );
  });

  it('lays the tiles around the point, which falls in the middle tile', () => {
    const grid = tileGrid(TEMPLATE, AUSTIN, 15);
    expect(grid.tiles).toHaveLength(GRID_COLUMNS * GRID_ROWS);
    expect(grid.width).toBe(GRID_COLUMNS * TILE_SIZE);
    expect(grid.height).toBe(GRID_ROWS * TILE_SIZE);
    const middle = grid.tiles.find((tile) => tile.url === 'https://tiles.example.com/15/7487/13490.png');
    expect(middle).toBeDefined();
    expect(grid.pointX).toBeGreaterThanOrEqual(middle?.left ?? Number.NaN);
    expect(grid.pointX).toBeLessThan((middle?.left ?? 0) + TILE_SIZE);
    expect(grid.pointY).toBeGreaterThanOrEqual(middle?.top ?? Number.NaN);
    expect(grid.pointY).toBeLessThan((middle?.top ?? 0) + TILE_SIZE);
  });

  it('wraps around the antimeridian and leaves out rows beyond the poles', () => {
    const grid = tileGrid(TEMPLATE, [179.99, 85], 2);
    expect(grid.tiles.every((tile) => /\/2\/[0-3]\/[0-3]\.png$/.test(tile.url))).toBe(true);
    expect(grid.tiles).toHaveLength(GRID_COLUMNS * (GRID_ROWS - 1));
  });
});

describe('LocationMap', () => {
  it('with no tiles configured (the default), shows the pin and the address on a panel, no images', async () => {
    mockApi({
      'GET /api/places/map': { body: { tileUrl: null, attribution: null, zoom: LOCATION_MAP_ZOOM } },
    });
    const { container } = renderWithProviders(<LocationMap coordinates={AUSTIN} address={ADDRESS} />);
    expect(await screen.findByRole('img', { name: `Map of ${ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(tiles(container)).toHaveLength(0);
  });

  it('draws lazy tiles at zoom 15 with their size set, the pin and the credit', async () => {
    mockApi({
      'GET /api/places/map': {
        body: { tileUrl: TEMPLATE, attribution: '© Example Maps', zoom: LOCATION_MAP_ZOOM },
      },
    });
    const { container } = renderWithProviders(<LocationMap coordinates={AUSTIN} address={ADDRESS} />);
    await waitFor(() => expect(tiles(container)).toHaveLength(GRID_COLUMNS * GRID_ROWS));
    for (const tile of tiles(container)) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.com\/15\/\d+\/\d+\.png$/);
      expect(tile).toHaveAttribute('loading', 'lazy');
      expect(tile).toHaveAttribute('width', '256');
      expect(tile).toHaveAttribute('height', '256');
      expect(tile).toHaveAttribute('alt', '');
    }
    expect(container.querySelector('img[src$="/15/7487/13490.png"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: `Map of ${ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByText('© Example Maps')).toBeInTheDocument();
  });

  it('falls back to the panel when a tile fails to load, never a broken image', async () => {
    mockApi({
      'GET /api/places/map': {
        body: { tileUrl: TEMPLATE, attribution: '© Example Maps', zoom: LOCATION_MAP_ZOOM },
      },
    });
    const { container } = renderWithProviders(<LocationMap coordinates={AUSTIN} address={ADDRESS} />);
    await waitFor(() => expect(tiles(container).length).toBeGreaterThan(0));
    fireEvent.error(tiles(container)[0] as HTMLImageElement);
    expect(tiles(container)).toHaveLength(0);
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  });

  it('shows the panel for a location that was never placed', async () => {
    mockApi({
      'GET /api/places/map': {
        body: { tileUrl: TEMPLATE, attribution: '© Example Maps', zoom: LOCATION_MAP_ZOOM },
      },
    });
    const { container } = renderWithProviders(
      <LocationMap coordinates={null} address="Somewhere in Austin" />,
    );
    expect(await screen.findByRole('img', { name: 'Map of Somewhere in Austin' })).toBeInTheDocument();
    expect(tiles(container)).toHaveLength(0);
  });

  it('shows the panel when the map settings cannot be loaded', async () => {
    mockApi({ 'GET /api/places/map': { status: 500, body: { code: 500, message: 'Something went wrong' } } });
    const { container } = renderWithProviders(<LocationMap coordinates={AUSTIN} address={ADDRESS} />);
    expect(await screen.findByText(ADDRESS)).toBeInTheDocument();
    expect(tiles(container)).toHaveLength(0);
  });
});
