import type { CanvasLocation } from '@canvas/shared';
import { locationTitle } from '../locations/location-list';

/** The required-fields modal's line on the info steps, which save rather than publish. */
export const REQUIRED_INTRO = 'Please fill in the following to continue:';

/** The address error of each location card once a save was refused for a missing one. */
export function locationAddressErrors(
  locations: readonly Pick<CanvasLocation, 'address'>[],
  show: boolean,
): (string | undefined)[] {
  return locations.map((location) =>
    show && location.address.trim() === '' ? 'Enter the address of this location' : undefined,
  );
}

/** The element ids of the info steps' required fields ('Location' is found by its card). */
const FIELD_IDS: Record<string, string> = {
  'Company name': 'company-name',
  'Business category': 'business-category',
  'School name': 'school-name',
  'Your title': 'your-title',
};

/** 'Take me there' in the required-fields modal: the field, or the first location without an address. */
export function focusInfoField(field: string, locations: readonly Pick<CanvasLocation, 'address'>[]): void {
  // After the modal has closed and given the focus back, so this focus stays.
  window.setTimeout(() => {
    let target: HTMLElement | null = null;
    const id = FIELD_IDS[field];
    if (id) target = document.getElementById(id);
    else if (field === 'Location') {
      const index = Math.max(
        0,
        locations.findIndex((location) => location.address.trim() === ''),
      );
      target =
        document
          .querySelector<HTMLElement>(`fieldset[aria-label="${locationTitle(index)}"]`)
          ?.querySelector<HTMLInputElement>('input') ?? null;
    }
    target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  }, 0);
}
