import type { CanvasLocation } from '@canvas/shared';
import { IconMapPin } from '@tabler/icons-react';
import { locationAddress } from '../view-rules';
import classes from './org-canvas-view.module.css';

interface LocationMapSlotProps {
  location: CanvasLocation;
  /** What the place is ('Studio Nova, main location'), for the map's name. */
  label: string;
}

/**
 * Where the selected location's map goes. Until the shared LocationMap (components/location-map)
 * lands, it draws the calm no-tiles panel: the pin and the address, never a broken box.
 */
export function LocationMapSlot({ location, label }: LocationMapSlotProps) {
  const place = [location.city, location.stateShort || location.state].filter(Boolean).join(', ');
  return (
    <figure className={classes.mapFallback} aria-label={`Map of ${label}`}>
      <span className={classes.mapPin} aria-hidden="true">
        <IconMapPin size={28} stroke={1.6} />
      </span>
      <figcaption className={classes.mapCaption}>
        <span className={classes.mapAddress}>{locationAddress(location)}</span>
        {place && place !== locationAddress(location) ? (
          <span className={classes.mapPlace}>{place}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
