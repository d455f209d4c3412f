import type { CanvasLocation } from '@canvas/shared';
import { Anchor, Button } from '@mantine/core';
import { IconChevronDown, IconMapPin, IconMapPinFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { LocationMap } from '@/components/location-map/location-map';
import { defineIsland } from '@/lib/define-island';
import viewClasses from '../canvas-view.module.css';
import { LiveHint, Section } from '../sections/section';
import {
  LOCATION_SUMMARY_COUNT,
  locationAddress,
  locationFacts,
  moreLocationsLabel,
  type OrgCanvasType,
  shownLocations,
} from '../view-rules';
import { MoreTagList } from './more-list';
import classes from './org-canvas-view.module.css';

interface LocationsSectionProps {
  id: string;
  type: OrgCanvasType;
  locations: CanvasLocation[];
  isLive: boolean;
}

const locationName = (index: number) => (index === 0 ? 'Main location' : `Location ${index + 1}`);

/**
 * Locations: the map of the selected location (the first at start) and a card per location. The
 * list starts as the summary of spec 2 §9 — the first 3, then 'and N more locations', which shows
 * the rest.
 */
export function LocationsSection({ id, type, locations, isLive }: LocationsSectionProps) {
  const shown = shownLocations(locations);
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const more = shown.length - LOCATION_SUMMARY_COUNT;
  const listed = expanded ? shown : shown.slice(0, LOCATION_SUMMARY_COUNT);
  const current = shown[Math.min(selected, shown.length - 1)];

  return (
    <Section id={id} eyebrow={type === 'school' ? 'Campuses' : 'Visit us'} title="Locations">
      {current ? (
        <div className={classes.locations}>
          <div className={classes.mapColumn}>
            <LocationMap coordinates={current.coordinates} address={locationAddress(current)} />
          </div>
          <div className={classes.locationColumn}>
            <ol className={classes.locationList} aria-label="Locations">
              {listed.map((location, index) => {
                const facts = locationFacts(location, type);
                const isSelected = location === current;
                const programs = location.supportedProgram ?? [];
                return (
                  <li
                    key={location.uuid}
                    className={classes.locationCard}
                    data-selected={isSelected && shown.length > 1 ? true : undefined}
                  >
                    <div className={classes.locationHead}>
                      <span className={classes.locationIcon} aria-hidden="true">
                        {isSelected ? <IconMapPinFilled size={18} /> : <IconMapPin size={18} stroke={1.6} />}
                      </span>
                      <span className={classes.locationName}>{locationName(index)}</span>
                      {shown.length > 1 ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="xs"
                          fw={600}
                          className={classes.showOnMap}
                          onClick={() => setSelected(index)}
                          aria-pressed={isSelected}
                          // The visible words start the name (axe: label-content-name-mismatch).
                          aria-label={`${isSelected ? 'On the map' : 'Show on map'}: ${locationAddress(location)}`}
                        >
                          {isSelected ? 'On the map' : 'Show on map'}
                        </Anchor>
                      ) : null}
                    </div>
                    <address className={classes.locationAddress}>{locationAddress(location)}</address>
                    {facts.length > 0 ? (
                      <ul className={classes.locationFacts}>
                        {facts.map((fact) => (
                          <li key={fact.key}>{fact.label}</li>
                        ))}
                      </ul>
                    ) : null}
                    {type === 'school' && programs.length > 0 ? (
                      <div className={classes.programs}>
                        <h3 className={viewClasses.infoLabel}>Programs</h3>
                        <MoreTagList
                          label={`Programs at ${locationName(index).toLowerCase()}`}
                          items={programs}
                        />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {more > 0 ? (
              <Button
                variant="subtle"
                className={classes.moreLocations}
                rightSection={
                  <IconChevronDown
                    size={16}
                    aria-hidden="true"
                    style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
                  />
                }
                onClick={() => setExpanded((value) => !value)}
                aria-expanded={expanded}
              >
                {expanded ? 'Show fewer locations' : moreLocationsLabel(more)}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <LiveHint isLive={isLive}>Your locations and their map will show here.</LiveHint>
      )}
    </Section>
  );
}

/** Locations on the public page: the map and the location picker are one island. */
export const LocationsSectionIsland = defineIsland('canvas-locations', LocationsSection, 'form');
