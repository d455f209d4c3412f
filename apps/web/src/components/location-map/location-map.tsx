import { LOCATION_MAP_ZOOM } from '@canvas/shared';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useMapConfig } from '@/api/places/get-map-config';
import classes from './location-map.module.css';
import { TILE_SIZE, tileGrid } from './map-tiles';

interface LocationMapProps {
  /** [longitude, latitude]; null when the location was never placed (the panel shows the address). */
  coordinates: [number, number] | null;
  /** The one-line address: the map's accessible name, and the panel's text when there are no tiles. */
  address: string;
  /** Zoom of the tiles (spec 2 §9: 15). */
  zoom?: number;
}

function Pin() {
  return (
    <svg className={classes.pin} viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">
      <path
        className={classes.pinBody}
        d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1Z"
      />
      <circle className={classes.pinDot} cx="16" cy="15.5" r="5.5" />
    </svg>
  );
}

/**
 * A location on a map (preview and public pages, spec 2 §7 and §9): raster tiles at zoom 15
 * centred on the point, with a pin and the tiles' credit. With no tiles configured (the default:
 * no third-party calls), no coordinates, or a tile that fails to load, a calm panel shows the pin
 * and the address instead, never a broken image. The box keeps its aspect ratio either way, so
 * nothing moves when tiles arrive.
 */
export function LocationMap({ coordinates, address, zoom = LOCATION_MAP_ZOOM }: LocationMapProps) {
  const config = useMapConfig();
  const [failed, setFailed] = useState(false);
  const template = config.data?.tileUrl ?? null;
  const grid = useMemo(
    () => (template && coordinates ? tileGrid(template, coordinates, zoom) : null),
    [template, coordinates, zoom],
  );
  const label = address ? `Map of ${address}` : 'Map';

  if (!grid || failed) {
    return (
      <div className={classes.root} data-fallback>
        <div className={classes.panel} role="img" aria-label={label}>
          <Pin />
          {address ? (
            <Text className={classes.panelAddress} size="sm" fw={500} aria-hidden="true">
              {address}
            </Text>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={classes.root}>
      <div className={classes.view} role="img" aria-label={label}>
        <div
          className={classes.grid}
          style={{
            width: grid.width,
            height: grid.height,
            left: `calc(50% - ${grid.pointX.toFixed(1)}px)`,
            top: `calc(50% - ${grid.pointY.toFixed(1)}px)`,
          }}
        >
          {grid.tiles.map((tile) => (
            <img
              key={tile.key}
              className={classes.tile}
              src={tile.url}
              alt=""
              width={TILE_SIZE}
              height={TILE_SIZE}
              loading="lazy"
              decoding="async"
              draggable={false}
              referrerPolicy="no-referrer"
              style={{ left: tile.left, top: tile.top }}
              onError={() => setFailed(true)}
            />
          ))}
        </div>
        <span className={classes.marker}>
          <Pin />
        </span>
      </div>
      {config.data?.attribution ? (
        <small className={classes.attribution}>{config.data.attribution}</small>
      ) : null}
    </div>
  );
}
