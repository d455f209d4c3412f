import type { Canvas } from '@canvas/shared';
import { Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SchoolAutocomplete, type SchoolValue } from '@/components/fields/school-autocomplete';
import { paths } from '@/lib/paths';
import { LocationList, locationTitle } from '../locations/location-list';
import { LocationMembers } from '../team/location-members';
import { EmployeeInvites } from './employee-invites';
import { useSlashBlock } from './info-fields';
import { InfoSection } from './info-layout';
import {
  type InviteDraft,
  inviteEmailErrors,
  inviteMembers,
  missingSchoolInfoFields,
  type SchoolInfoField,
  schoolInfoInput,
} from './info-model';
import { InfoNumberFields, InfoStepForm, InfoStepPage } from './info-step';
import { type InfoValues, infoErrors, initialInfoValues, useInfoStep } from './use-info-step';

const NEXT_STEPS = [
  { title: 'Your school', text: 'Name, contact, campuses and the team you want on board.' },
  { title: 'Build your canvas', text: 'Programs, photos, awards and why students choose you.' },
  { title: 'Publish your dashboard', text: 'Go live with a plan and meet students and salons.' },
] as const;

interface SchoolValues extends InfoValues {
  school: SchoolValue;
  title: string;
  /** New employees to invite, by location uuid (sent after the save). */
  invites: Record<string, InviteDraft[]>;
}

function initialValues(canvas: Canvas | null): SchoolValues {
  return {
    school: { schoolName: canvas?.introduction.name ?? '', schoolId: null },
    title: canvas?.introduction.title ?? '',
    ...initialInfoValues('school', canvas),
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
    ...infoErrors(values, missing),
  };
  for (const location of values.locations) {
    for (const [key, error] of Object.entries(inviteEmailErrors(values.invites[location.uuid] ?? []))) {
      errors[`invites.${key}`] = error;
    }
  }
  return errors;
}

function SchoolInfoForm({ canvas }: { canvas: Canvas | null }) {
  const slash = useSlashBlock();
  const form = useForm<SchoolValues>({
    mode: 'controlled',
    initialValues: initialValues(canvas),
    validate: schoolErrors,
  });
  const { values } = form;
  const step = useInfoStep({
    type: 'school',
    canvas,
    form,
    missingOf,
    toSave: (submitted) => ({
      input: schoolInfoInput({
        schoolName: submitted.school.schoolName,
        title: submitted.title,
        contactNumber: submitted.contactNumber,
        locations: submitted.locations,
      }),
      invites: submitted.locations.map((location) => ({
        locationId: location.uuid,
        members: inviteMembers(submitted.invites[location.uuid] ?? []),
      })),
    }),
    hrefOf: (destination, slug) =>
      destination === 'payment'
        ? paths.planPayment.school.getHref(slug)
        : paths.canvasEditor.school.getHref(slug),
    // Only an invite email is wrong: no list of missing fields, so bring that row into view.
    onOtherErrors: (errors) => {
      const key = Object.keys(errors).find((path) => path.startsWith('invites.'));
      if (key) document.querySelector<HTMLInputElement>(`[data-invite="${key.slice(8)}"] input`)?.focus();
    },
  });

  const inviteErrorsByKey: Record<string, string | undefined> = {};
  for (const [path, error] of Object.entries(form.errors)) {
    if (path.startsWith('invites.') && typeof error === 'string') inviteErrorsByKey[path.slice(8)] = error;
  }

  const setInvites = (uuid: string, drafts: InviteDraft[]) => {
    form.setFieldValue('invites', { ...form.getValues().invites, [uuid]: drafts });
    for (const path of Object.keys(form.errors)) {
      if (path.startsWith('invites.')) form.clearFieldError(path);
    }
  };

  return (
    <InfoStepForm
      step={step}
      label="School information"
      backHref={canvas ? paths.canvasEditor.school.getHref(canvas.slug) : null}
      payment={{
        label: 'Skip to Purchase School Dashboard',
        icon: <IconCreditCard size={18} aria-hidden="true" />,
      }}
      submitLabel={canvas ? 'Next to Save School Canvas' : 'Next to Create School Canvas'}
    >
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
          <InfoNumberFields
            form={form}
            showAccountNumber={step.showAccountNumber}
            account={{
              label: 'Retail-partner school ID',
              description: 'Optional. Your account (Sold to) number: digits only, up to 10.',
            }}
          />
        </Stack>
      </InfoSection>

      <InfoSection
        title="Locations"
        description="Your main campus first, then any others, each with the people you want to invite."
      >
        <LocationList
          type="school"
          groups={['school']}
          {...step.locationList}
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
    </InfoStepForm>
  );
}

/**
 * /school-info (spec 2 "School info step"): the first step of a school canvas, also used to add a
 * further school dashboard. With ?slug= it edits that canvas's school details.
 */
export function SchoolInfoPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  return (
    <InfoStepPage
      type="school"
      slug={slug}
      meta={{ title: 'School information', description: "Set up your school's canvas and dashboard." }}
      eyebrow="School canvas"
      title={slug ? 'Update your school details' : 'Tell us about your school'}
      description="Set up your school's canvas and invite your team. You can change everything later."
      nextSteps={NEXT_STEPS}
      renderForm={(canvas) => <SchoolInfoForm canvas={canvas} />}
    />
  );
}
