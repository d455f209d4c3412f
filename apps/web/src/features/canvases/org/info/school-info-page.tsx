import type { Canvas, CanvasLocation } from '@canvas/shared';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SchoolAutocomplete, type SchoolValue } from '@/components/fields/school-autocomplete';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { useIsSalonCentric } from '../../api/is-salon-centric';
import { CanvasLoadState } from '../../editor/components/canvas-load-state';
import { RequiredFieldsModal } from '../../editor/components/modals/required-fields-modal';
import { LocationList, locationTitle } from '../locations/location-list';
import { newLocation } from '../locations/location-rules';
import { LocationMembers } from '../team/location-members';
import { InfoSkeleton } from './company-info-page';
import { CreateGate } from './create-gate';
import { EmployeeInvites } from './employee-invites';
import { AccountNumberInput, ContactNumberInput, useSlashBlock } from './info-fields';
import { focusInfoField, locationAddressErrors, REQUIRED_INTRO } from './info-focus';
import {
  infoBackLink as backClass,
  InfoActions,
  InfoLayout,
  InfoSection,
  infoActionButton,
} from './info-layout';
import {
  type InviteDraft,
  inviteEmailErrors,
  inviteMembers,
  missingSchoolInfoFields,
  type SchoolInfoField,
  schoolInfoInput,
  scSalonIdError,
  scSalonIdToStore,
} from './info-model';
import { useInfoSave } from './use-info-save';

const NEXT_STEPS = [
  { title: 'Your school', text: 'Name, contact, campuses and the team you want on board.' },
  { title: 'Build your canvas', text: 'Programs, photos, awards and why students choose you.' },
  { title: 'Publish your dashboard', text: 'Go live with a plan and meet students and salons.' },
] as const;

interface SchoolValues {
  school: SchoolValue;
  title: string;
  contactNumber: string;
  scSalonId: string;
  locations: CanvasLocation[];
  /** New employees to invite, by location uuid (sent after the save). */
  invites: Record<string, InviteDraft[]>;
}

function initialValues(canvas: Canvas | null): SchoolValues {
  return {
    school: { schoolName: canvas?.introduction.name ?? '', schoolId: null },
    title: canvas?.introduction.title ?? '',
    contactNumber: canvas?.detail.primaryContactNumber ?? '',
    scSalonId: canvas?.detail.scSalonId === null || !canvas ? '' : String(canvas.detail.scSalonId),
    locations:
      canvas && canvas.detail.locations.length > 0 ? canvas.detail.locations : [newLocation('school')],
    invites: {},
  };
}

const missingOf = (values: SchoolValues): SchoolInfoField[] =>
  missingSchoolInfoFields({
    schoolName: values.school.schoolName,
    title: values.title,
    locations: values.locations,
  });

/** The step's rules by field (spec 2 §5 "School info"); invite emails as 'Invalid Email Address'. */
function schoolErrors(values: SchoolValues): FormErrors {
  const missing = missingOf(values);
  const errors: FormErrors = {
    school: missing.includes('School name') ? 'Enter your school name' : null,
    title: missing.includes('Your title') ? 'Enter your title' : null,
    locations: missing.includes('Location') ? 'Every location needs an address' : null,
    scSalonId: scSalonIdError(values.scSalonId),
  };
  for (const location of values.locations) {
    for (const [key, error] of Object.entries(inviteEmailErrors(values.invites[location.uuid] ?? []))) {
      errors[`invites.${key}`] = error;
    }
  }
  return errors;
}

type Destination = 'editor' | 'payment';

function SchoolInfoForm({ canvas }: { canvas: Canvas | null }) {
  const navigate = useNavigate();
  const salonCentric = useIsSalonCentric();
  const showAccountNumber = salonCentric.data === true;
  const slash = useSlashBlock();
  const form = useForm<SchoolValues>({
    mode: 'controlled',
    initialValues: initialValues(canvas),
    validate: schoolErrors,
  });
  const { values } = form;
  const [missing, setMissing] = useState<SchoolInfoField[]>([]);
  const [going, setGoing] = useState<Destination | null>(null);
  const { save, saving } = useInfoSave('school', canvas);

  const inviteErrorsByKey: Record<string, string | undefined> = {};
  for (const [path, error] of Object.entries(form.errors)) {
    if (path.startsWith('invites.') && typeof error === 'string') inviteErrorsByKey[path.slice(8)] = error;
  }

  const submitTo = (destination: Destination) =>
    form.onSubmit(
      async (submitted) => {
        setGoing(destination);
        const saved = await save(
          schoolInfoInput({
            schoolName: submitted.school.schoolName,
            title: submitted.title,
            contactNumber: submitted.contactNumber,
            locations: submitted.locations,
          }),
          {
            scSalonId: showAccountNumber
              ? scSalonIdToStore(submitted.scSalonId, canvas?.detail.scSalonId ?? null)
              : null,
            invites: submitted.locations.map((location) => ({
              locationId: location.uuid,
              members: inviteMembers(submitted.invites[location.uuid] ?? []),
            })),
          },
        );
        setGoing(null);
        if (!saved) return;
        navigate(
          destination === 'payment'
            ? paths.planPayment.school.getHref(saved.slug)
            : paths.canvasEditor.school.getHref(saved.slug),
        );
      },
      (errors) => {
        const found = missingOf(form.getValues());
        setMissing(found);
        // Only an invite email is wrong: no list of missing fields, so bring that row into view.
        if (found.length === 0) {
          const key = Object.keys(errors).find((path) => path.startsWith('invites.'));
          if (key) document.querySelector<HTMLInputElement>(`[data-invite="${key.slice(8)}"] input`)?.focus();
        }
      },
    );

  const setInvites = (uuid: string, drafts: InviteDraft[]) => {
    form.setFieldValue('invites', { ...form.getValues().invites, [uuid]: drafts });
    for (const path of Object.keys(form.errors)) {
      if (path.startsWith('invites.')) form.clearFieldError(path);
    }
  };

  const addressErrors = locationAddressErrors(values.locations, form.errors.locations !== undefined);

  return (
    <form onSubmit={submitTo('editor')} noValidate aria-label="School information">
      <Stack gap="lg">
        {canvas ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            className={backClass}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => navigate(paths.canvasEditor.school.getHref(canvas.slug))}
            disabled={saving}
          >
            Back to my canvas
          </Button>
        ) : null}
        <InfoSection title="Your school" description="Students and salons will find you by this name.">
          <Stack gap="md">
            <SchoolAutocomplete
              id="school-name"
              label="School name"
              placeholder="Search for your school"
              withAsterisk
              maxLength={120}
              value={values.school}
              onKeyDown={slash.onKeyDown}
              onPaste={slash.onPaste}
              onChange={(school) =>
                form.setFieldValue('school', { ...school, schoolName: slash.clean(school.schoolName) })
              }
              description={slash.hint ?? 'Pick your school from the list, or type its name.'}
              error={form.errors.school}
            />
            <TextInput
              id="your-title"
              size="md"
              label="Your title"
              placeholder="e.g. Director of Admissions"
              withAsterisk
              autoComplete="organization-title"
              maxLength={160}
              {...form.getInputProps('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: showAccountNumber ? 2 : 1 }} spacing="md">
              <ContactNumberInput
                id="contact-number"
                label="Primary contact number"
                placeholder="Digits only"
                value={values.contactNumber}
                onChange={(contactNumber) => form.setFieldValue('contactNumber', contactNumber)}
              />
              {showAccountNumber ? (
                <AccountNumberInput
                  id="account-number"
                  label="Retail-partner school ID"
                  description="Optional. Your account (Sold to) number: digits only, up to 10."
                  placeholder="e.g. 1234567890"
                  value={values.scSalonId}
                  onChange={(scSalonId) => form.setFieldValue('scSalonId', scSalonId)}
                  error={form.errors.scSalonId}
                />
              ) : null}
            </SimpleGrid>
          </Stack>
        </InfoSection>

        <InfoSection
          title="Locations"
          description="Your main campus first, then any others, each with the people you want to invite."
        >
          <LocationList
            type="school"
            groups={['school']}
            value={values.locations}
            onChange={(locations) => {
              form.setFieldValue('locations', locations);
              if (form.errors.locations) form.clearFieldError('locations');
            }}
            addressErrors={addressErrors}
            renderExtra={(location, index) => (
              <Stack gap="sm" mt="md">
                {canvas && location.members.length > 0 ? (
                  <LocationMembers
                    type="school"
                    canvasId={canvas.id}
                    location={location}
                    members={location.members}
                    onChange={(members) =>
                      form.setFieldValue(
                        'locations',
                        form
                          .getValues()
                          .locations.map((candidate) =>
                            candidate.uuid === location.uuid ? { ...candidate, members } : candidate,
                          ),
                      )
                    }
                  />
                ) : null}
                <EmployeeInvites
                  locationLabel={locationTitle(index)}
                  drafts={values.invites[location.uuid] ?? []}
                  onChange={(drafts) => setInvites(location.uuid, drafts)}
                  errors={inviteErrorsByKey}
                />
              </Stack>
            )}
          />
        </InfoSection>

        <InfoActions>
          <Button
            variant="default"
            size="md"
            classNames={infoActionButton}
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            loading={going === 'payment'}
            disabled={saving && going !== 'payment'}
            onClick={() => submitTo('payment')()}
          >
            Skip to Purchase School Dashboard
          </Button>
          <Button
            type="submit"
            size="md"
            classNames={infoActionButton}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            loading={going === 'editor'}
            disabled={saving && going !== 'editor'}
          >
            {canvas ? 'Next to Save School Canvas' : 'Next to Create School Canvas'}
          </Button>
        </InfoActions>
      </Stack>
      <RequiredFieldsModal
        fields={missing}
        intro={REQUIRED_INTRO}
        onClose={() => setMissing([])}
        onFix={(field) => {
          setMissing([]);
          focusInfoField(field, values.locations);
        }}
      />
    </form>
  );
}

/**
 * /school-info (spec 2 "School info step"): the first step of a school canvas, also used to add a
 * further school dashboard. With ?slug= it edits that canvas's school details.
 */
export function SchoolInfoPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const canvas = useCanvas(slug);
  return (
    <>
      <PageMeta title="School information" description="Set up your school's canvas and dashboard." />
      <InfoLayout
        type="school"
        eyebrow="School canvas"
        title={slug ? 'Update your school details' : 'Tell us about your school'}
        description="Set up your school's canvas and invite your team. You can change everything later."
        nextSteps={NEXT_STEPS}
      >
        {slug ? (
          <CanvasLoadState query={canvas} expectedType="school" skeleton={<InfoSkeleton />}>
            {(loaded) => <SchoolInfoForm canvas={loaded} />}
          </CanvasLoadState>
        ) : (
          <CreateGate type="school">
            <SchoolInfoForm canvas={null} />
          </CreateGate>
        )}
      </InfoLayout>
    </>
  );
}
