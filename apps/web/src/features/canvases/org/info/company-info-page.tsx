import { type Canvas, type CanvasLocation, messages, type OptionRef } from '@canvas/shared';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import { PageMeta } from '@/components/page-meta';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { useIsSalonCentric } from '../../api/is-salon-centric';
import { CanvasLoadState } from '../../editor/components/canvas-load-state';
import { FormSkeleton } from '../../editor/components/education-info-page';
import { RequiredFieldsModal } from '../../editor/components/modals/required-fields-modal';
import { LocationList } from '../locations/location-list';
import { newLocation } from '../locations/location-rules';
import { CreateGate } from './create-gate';
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
  type CompanyInfoField,
  companyInfoInput,
  missingCompanyInfoFields,
  scSalonIdError,
  scSalonIdToStore,
  tagsFromCategories,
} from './info-model';
import { useInfoSave } from './use-info-save';

const NEXT_STEPS = [
  { title: 'Your company', text: 'Name, contact number, what you do and where to find you.' },
  { title: 'Build your canvas', text: 'Logo, photos, team, benefits and brands, with a live preview.' },
  { title: 'Publish and hire', text: 'Go live with a plan and post opportunities to the right talent.' },
] as const;

interface CompanyValues {
  companyName: string;
  contactNumber: string;
  scSalonId: string;
  categories: OptionRef[];
  locations: CanvasLocation[];
}

function initialValues(canvas: Canvas | null): CompanyValues {
  return {
    companyName: canvas?.introduction.name ?? '',
    contactNumber: canvas?.detail.primaryContactNumber ?? '',
    scSalonId: canvas?.detail.scSalonId === null || !canvas ? '' : String(canvas.detail.scSalonId),
    categories: canvas ? tagsFromCategories(canvas.detail.categories) : [],
    locations:
      canvas && canvas.detail.locations.length > 0 ? canvas.detail.locations : [newLocation('business')],
  };
}

/** The step's rules by field (spec 2 §5 "Company info"); the modal lists the same by label. */
function companyErrors(values: CompanyValues): FormErrors {
  const missing = missingCompanyInfoFields(values);
  return {
    companyName: missing.includes('Company name') ? 'Enter your company name' : null,
    categories: missing.includes(messages.businessCategoryRequired)
      ? 'Add at least one business category'
      : null,
    locations: missing.includes('Location') ? 'Every location needs an address' : null,
    scSalonId: scSalonIdError(values.scSalonId),
  };
}

type Destination = 'editor' | 'payment';

function CompanyInfoForm({ canvas, fromPost }: { canvas: Canvas | null; fromPost: boolean }) {
  const navigate = useNavigate();
  const salonCentric = useIsSalonCentric();
  const showAccountNumber = salonCentric.data === true;
  const slash = useSlashBlock();
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: initialValues(canvas),
    validate: companyErrors,
  });
  const { values } = form;
  const [missing, setMissing] = useState<CompanyInfoField[]>([]);
  const [going, setGoing] = useState<Destination | null>(null);
  const { save, saving } = useInfoSave('business', canvas);

  const submitTo = (destination: Destination) =>
    form.onSubmit(
      async (submitted) => {
        setGoing(destination);
        const saved = await save(companyInfoInput(submitted), {
          scSalonId: showAccountNumber
            ? scSalonIdToStore(submitted.scSalonId, canvas?.detail.scSalonId ?? null)
            : null,
        });
        setGoing(null);
        if (!saved) return;
        navigate(
          destination === 'payment'
            ? paths.planPayment.business.getHref(saved.slug, { isPostOpportunity: true })
            : paths.canvasEditor.business.getHref(saved.slug, { fromPost }),
        );
      },
      () => setMissing(missingCompanyInfoFields(form.getValues())),
    );

  const addressErrors = locationAddressErrors(values.locations, form.errors.locations !== undefined);

  return (
    <form onSubmit={submitTo('editor')} noValidate aria-label="Company information">
      <Stack gap="lg">
        {canvas ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            className={backClass}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => navigate(paths.canvasEditor.business.getHref(canvas.slug, { fromPost }))}
            disabled={saving}
          >
            Back to my canvas
          </Button>
        ) : null}
        <InfoSection title="Your company" description="How salons, stylists and clients will know you.">
          <Stack gap="md">
            <TextInput
              id="company-name"
              size="md"
              label="Company name"
              placeholder="e.g. Luxe Hair Studio"
              withAsterisk
              autoComplete="organization"
              maxLength={120}
              value={values.companyName}
              onKeyDown={slash.onKeyDown}
              onPaste={slash.onPaste}
              onChange={(event) => form.setFieldValue('companyName', slash.clean(event.currentTarget.value))}
              description={slash.hint}
              error={form.errors.companyName}
            />
            <SimpleGrid cols={{ base: 1, sm: showAccountNumber ? 2 : 1 }} spacing="md">
              <ContactNumberInput
                id="contact-number"
                label="Primary contact number"
                placeholder="Digits only"
                value={values.contactNumber}
                onChange={(contactNumber) => form.setFieldValue('contactNumber', contactNumber)}
                error={form.errors.contactNumber}
              />
              {showAccountNumber ? (
                <AccountNumberInput
                  id="account-number"
                  label="Account (Sold to) number"
                  description="Optional. Digits only, up to 10."
                  placeholder="e.g. 1234567890"
                  value={values.scSalonId}
                  onChange={(scSalonId) => form.setFieldValue('scSalonId', scSalonId)}
                  error={form.errors.scSalonId}
                />
              ) : null}
            </SimpleGrid>
            <OptionTagsInput
              id="business-category"
              kind="category"
              label="Business category"
              description="Pick from the list or type your own, then press Enter."
              placeholder={values.categories.length === 0 ? 'Hair salon, barbershop, spa…' : undefined}
              withAsterisk
              value={values.categories}
              onChange={(categories) => form.setFieldValue('categories', categories)}
              error={form.errors.categories}
            />
          </Stack>
        </InfoSection>

        <InfoSection
          title="Locations"
          description="Your default location first; add every other place you work from."
        >
          <LocationList
            type="business"
            groups={[]}
            value={values.locations}
            onChange={(locations) => {
              form.setFieldValue('locations', locations);
              if (form.errors.locations) form.clearFieldError('locations');
            }}
            addressErrors={addressErrors}
          />
        </InfoSection>

        <InfoActions>
          <Button
            variant="default"
            size="md"
            classNames={infoActionButton}
            leftSection={<IconBriefcase size={18} aria-hidden="true" />}
            loading={going === 'payment'}
            disabled={saving && going !== 'payment'}
            onClick={() => submitTo('payment')()}
          >
            Purchase Job Opportunity
          </Button>
          <Button
            type="submit"
            size="md"
            classNames={infoActionButton}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            loading={going === 'editor'}
            disabled={saving && going !== 'editor'}
          >
            {canvas ? 'Save Business Canvas' : 'Create Business Canvas'}
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
 * /company-info (spec 2 "Company info step"): the first step of a business canvas. With ?slug= it
 * edits that canvas's company details; ?fromPost=true (the post-opportunity flow) is carried on to
 * the editor.
 */
export function CompanyInfoPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const fromPost = params.get('fromPost') === 'true';
  const canvas = useCanvas(slug);
  return (
    <>
      <PageMeta title="Company information" description="Set up your salon's business canvas." />
      <InfoLayout
        type="business"
        eyebrow="Business canvas"
        title={slug ? 'Update your company details' : 'Tell us about your company'}
        description="A few details to set up your salon's canvas. You can change them at any time."
        nextSteps={NEXT_STEPS}
      >
        {slug ? (
          <CanvasLoadState query={canvas} expectedType="business" skeleton={<InfoSkeleton />}>
            {(loaded) => <CompanyInfoForm canvas={loaded} fromPost={fromPost} />}
          </CanvasLoadState>
        ) : (
          <CreateGate type="business">
            <CompanyInfoForm canvas={null} fromPost={fromPost} />
          </CreateGate>
        )}
      </InfoLayout>
    </>
  );
}

export function InfoSkeleton() {
  return (
    <SurfaceCard>
      <FormSkeleton />
    </SurfaceCard>
  );
}
