import type { Canvas, CanvasInput, CanvasLocation } from '@canvas/shared';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type SyntheticEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsSalonCentric } from '../../api/is-salon-centric';
import { newLocation } from '../locations/location-rules';
import { focusInfoField, locationAddressErrors, REQUIRED_INTRO } from './info-focus';
import { type OrgCanvasType, scSalonIdError, scSalonIdToStore } from './info-model';
import { type LocationInvites, useInfoSave } from './use-info-save';

/** What the company and the school step both hold besides their own fields. */
export interface InfoValues {
  contactNumber: string;
  scSalonId: string;
  locations: CanvasLocation[];
}

/** Where a saved info step goes: the editor (the main button) or the plan payment page. */
export type InfoDestination = 'editor' | 'payment';

/** The shared fields as the canvas has them, or empty with one location of the type to fill in. */
export function initialInfoValues(type: OrgCanvasType, canvas: Canvas | null): InfoValues {
  return {
    contactNumber: canvas?.detail.primaryContactNumber ?? '',
    scSalonId: canvas?.detail.scSalonId === null || !canvas ? '' : String(canvas.detail.scSalonId),
    locations: canvas && canvas.detail.locations.length > 0 ? canvas.detail.locations : [newLocation(type)],
  };
}

/** The shared fields' errors, after the step's own (its missing list names 'Location'). */
export function infoErrors(values: InfoValues, missing: readonly string[]): FormErrors {
  return {
    locations: missing.includes('Location') ? 'Every location needs an address' : null,
    scSalonId: scSalonIdError(values.scSalonId),
  };
}

/** The shared fields of a step's form, by name (a form of the step's own values is one of these). */
export type InfoFields = Pick<
  UseFormReturnType<InfoValues>,
  'values' | 'errors' | 'setFieldValue' | 'clearFieldError'
>;

/** What an info step's form and its frame (InfoStepForm) need from the flow. */
export interface InfoStep<Field extends string> {
  /** The account (Sold to) number field is offered only to the retail partner's users. */
  showAccountNumber: boolean;
  /** The button whose save is under way. */
  going: InfoDestination | null;
  saving: boolean;
  submitTo: (destination: InfoDestination) => (event?: SyntheticEvent<HTMLFormElement>) => void;
  /** The LocationList's value, change and per-card address errors. */
  locationList: {
    value: CanvasLocation[];
    onChange: (locations: CanvasLocation[]) => void;
    addressErrors: (string | undefined)[];
  };
  /** The required-fields modal's props: open while a refused submit has fields to list. */
  requiredFields: {
    fields: Field[];
    intro: string;
    onClose: () => void;
    onFix: (field: Field) => void;
  };
}

interface InfoStepOptions<Values extends InfoValues, Field extends string> {
  type: OrgCanvasType;
  canvas: Canvas | null;
  form: UseFormReturnType<Values>;
  /** The required fields left empty, by the labels the modal lists. */
  missingOf: (values: Values) => Field[];
  /** The canvas to save, and the invitations to send once it is saved (school step). */
  toSave: (values: Values) => { input: CanvasInput; invites?: readonly LocationInvites[] };
  hrefOf: (destination: InfoDestination, slug: string) => string;
  /** A refused submit with no required field missing: only one of the step's own fields is wrong. */
  onOtherErrors?: (errors: FormErrors) => void;
}

/**
 * The flow both info steps share: the account number offered only to the retail partner's users,
 * a submit that lists the missing fields (and sends nothing) or saves and goes on to the editor or
 * the payment page, the locations' address errors, and the required-fields modal.
 */
export function useInfoStep<Values extends InfoValues, Field extends string>({
  type,
  canvas,
  form,
  missingOf,
  toSave,
  hrefOf,
  onOtherErrors,
}: InfoStepOptions<Values, Field>): InfoStep<Field> {
  const navigate = useNavigate();
  const salonCentric = useIsSalonCentric();
  const showAccountNumber = salonCentric.data === true;
  const [missing, setMissing] = useState<Field[]>([]);
  const [going, setGoing] = useState<InfoDestination | null>(null);
  const { save, saving } = useInfoSave(type, canvas);
  const fields: InfoFields = form;

  const submitTo = (destination: InfoDestination) =>
    form.onSubmit(
      async (submitted) => {
        setGoing(destination);
        const { input, invites } = toSave(submitted);
        const saved = await save(input, {
          scSalonId: showAccountNumber
            ? scSalonIdToStore(submitted.scSalonId, canvas?.detail.scSalonId ?? null)
            : null,
          invites,
        });
        setGoing(null);
        if (!saved) return;
        navigate(hrefOf(destination, saved.slug));
      },
      (errors) => {
        const found = missingOf(form.getValues());
        setMissing(found);
        if (found.length === 0) onOtherErrors?.(errors);
      },
    );

  const { locations } = form.getValues();
  return {
    showAccountNumber,
    going,
    saving,
    submitTo,
    locationList: {
      value: locations,
      onChange: (next) => {
        fields.setFieldValue('locations', next);
        if (fields.errors.locations) fields.clearFieldError('locations');
      },
      addressErrors: locationAddressErrors(locations, fields.errors.locations !== undefined),
    },
    requiredFields: {
      fields: missing,
      intro: REQUIRED_INTRO,
      onClose: () => setMissing([]),
      onFix: (field) => {
        setMissing([]);
        focusInfoField(field, form.getValues().locations);
      },
    },
  };
}
