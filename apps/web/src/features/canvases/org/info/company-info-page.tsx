import { type Canvas, messages, type OptionRef } from '@canvas/shared';
import { Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconBriefcase } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import { paths } from '@/lib/paths';
import { LocationList } from '../locations/location-list';
import { useSlashBlock } from './info-fields';
import { InfoSection } from './info-layout';
import { companyInfoInput, missingCompanyInfoFields, tagsFromCategories } from './info-model';
import { InfoNumberFields, InfoStepForm, InfoStepPage } from './info-step';
import { type InfoValues, infoErrors, initialInfoValues, useInfoStep } from './use-info-step';

const NEXT_STEPS = [
  { title: 'Your company', text: 'Name, contact number, what you do and where to find you.' },
  { title: 'Build your canvas', text: 'Logo, photos, team, benefits and brands, with a live preview.' },
  { title: 'Publish and hire', text: 'Go live with a plan and post opportunities to the right talent.' },
] as const;

interface CompanyValues extends InfoValues {
  companyName: string;
  categories: OptionRef[];
}

function initialValues(canvas: Canvas | null): CompanyValues {
  return {
    companyName: canvas?.introduction.name ?? '',
    categories: canvas ? tagsFromCategories(canvas.detail.categories) : [],
    ...initialInfoValues('business', canvas),
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
    ...infoErrors(values, missing),
  };
}

function CompanyInfoForm({ canvas, fromPost }: { canvas: Canvas | null; fromPost: boolean }) {
  const slash = useSlashBlock();
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: initialValues(canvas),
    validate: companyErrors,
  });
  const { values } = form;
  const step = useInfoStep({
    type: 'business',
    canvas,
    form,
    missingOf: missingCompanyInfoFields,
    toSave: (submitted) => ({ input: companyInfoInput(submitted) }),
    hrefOf: (destination, slug) =>
      destination === 'payment'
        ? paths.planPayment.business.getHref(slug, { isPostOpportunity: true })
        : paths.canvasEditor.business.getHref(slug, { fromPost }),
  });

  return (
    <InfoStepForm
      step={step}
      label="Company information"
      backHref={canvas ? paths.canvasEditor.business.getHref(canvas.slug, { fromPost }) : null}
      payment={{
        label: 'Purchase Job Opportunity',
        icon: <IconBriefcase size={18} aria-hidden="true" />,
      }}
      submitLabel={canvas ? 'Save Business Canvas' : 'Create Business Canvas'}
    >
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
          <InfoNumberFields
            form={form}
            showAccountNumber={step.showAccountNumber}
            account={{ label: 'Account (Sold to) number', description: 'Optional. Digits only, up to 10.' }}
          />
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
        <LocationList type="business" groups={[]} {...step.locationList} />
      </InfoSection>
    </InfoStepForm>
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
  return (
    <InfoStepPage
      type="business"
      slug={slug}
      meta={{ title: 'Company information', description: "Set up your salon's business canvas." }}
      eyebrow="Business canvas"
      title={slug ? 'Update your company details' : 'Tell us about your company'}
      description="A few details to set up your salon's canvas. You can change them at any time."
      nextSteps={NEXT_STEPS}
      renderForm={(canvas) => <CompanyInfoForm canvas={canvas} fromPost={fromPost} />}
    />
  );
}
