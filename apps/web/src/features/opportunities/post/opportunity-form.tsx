import {
  type Canvas,
  OPPORTUNITY_BRANDS,
  type Opportunity,
  type OpportunityBrand,
  type OptionRef,
  opportunityInputSchema,
} from '@canvas/shared';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOptions } from '@/api/options/get-options';
import { OptionSelect } from '@/components/fields/option-select';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import { MediaSlotField } from '@/components/media/media-slot-field';
import { SurfaceCard } from '@/components/surface-card';
import { zodFormResolver } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCreateOpportunity } from '../api/create-opportunity';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { MissingFieldsAlert } from '../detail/missing-fields-alert';
import {
  emptyPostForm,
  fromOpportunity,
  JOB_TYPES,
  missingFields,
  missingFieldsMessage,
  OTHER_JOB_TITLE,
  type PostFormValues,
  toOpportunityInput,
} from './form-values';
import classes from './opportunity-form.module.css';
import { PayFields } from './pay-fields';
import { payFormErrors, payTransparencyWarning } from './pay-values';
import { RichTextEditor } from './rich-text-editor';

const OTHER_OPTION = { id: 0, name: OTHER_JOB_TITLE, kind: 'jobTitle' } as const;
const MEDIA_SLOTS = ['thumbPhoto', 'featuredPhoto', 'companyPhoto'] as const;
type MediaField = (typeof MEDIA_SLOTS)[number];

interface OpportunityFormProps {
  canvas: Canvas;
  /** Set when editing (`?is_edit=1&opportunityId=`). */
  opportunity: Opportunity | null;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SurfaceCard component="section">
      <Stack gap="md">
        <Title order={2} className={classes.sectionTitle}>
          {title}
        </Title>
        {children}
      </Stack>
    </SurfaceCard>
  );
}

const toRef = (option: { id: number; name: string } | null): OptionRef | null =>
  option === null ? null : { optionId: option.id === 0 ? null : option.id, name: option.name };

/** Spec 3 "Post Job Opportunity": company info, opportunity info, additional info, media. */
export function OpportunityForm({ canvas, opportunity }: OpportunityFormProps) {
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const jobTitles = useOptions('jobTitle');
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity();
  const [uploading, setUploading] = useState<Record<MediaField, boolean>>({
    thumbPhoto: false,
    featuredPhoto: false,
    companyPhoto: false,
  });
  const [missing, setMissing] = useState<string[]>([]);

  const form = useForm<PostFormValues>({
    mode: 'controlled',
    initialValues: opportunity
      ? fromOpportunity(
          opportunity,
          (jobTitles.data ?? []).map((option) => option.name),
        )
      : emptyPostForm({ about: canvas.introduction.description }),
    validate: (next) => ({
      ...zodFormResolver<PostFormValues>(opportunityInputSchema.omit({ canvasId: true }), (values) =>
        toOpportunityInput(values, 'private'),
      )(next),
      ...payFormErrors(next),
    }),
  });
  const values = form.getValues();
  // Where the job is, for the pay-transparency warning: the chosen location's state, or national.
  const placeOf = (of: PostFormValues) => ({
    location: canvas.detail.locations.find((place) => place.uuid === of.locationUuid) ?? null,
    national: of.validForAllState,
  });
  const busy = Object.values(uploading).some(Boolean) || create.isPending || update.isPending;

  const onUploading = useCallback(
    (field: MediaField) => (next: boolean) =>
      setUploading((current) => (current[field] === next ? current : { ...current, [field]: next })),
    [],
  );

  /**
   * Saves the opportunity, then goes on: publishing opens the success page, saving returns to the
   * poster's list, and Preview (`then: 'preview'`) opens its page with ?is_preview (Back, Publish).
   */
  const save = async (status: 'public' | 'private', then: 'finish' | 'preview' = 'finish') => {
    if (form.validate().hasErrors) return;
    const current = form.getValues();
    if (status === 'public') {
      const lacking = missingFields(current);
      setMissing(lacking);
      if (lacking.length > 0) {
        notify.error({ id: 'opportunity-missing', message: missingFieldsMessage(lacking) });
        return;
      }
    } else setMissing([]);
    const payWarning = status === 'public' ? payTransparencyWarning(current.pay, placeOf(current)) : null;
    if (payWarning) notify.warning({ id: 'opportunity-pay', message: payWarning });
    const input = toOpportunityInput(current, status, opportunity?.media);
    try {
      const slug = opportunity
        ? (await update.mutateAsync({ ...input, id: opportunity.id })).slug
        : (await create.mutateAsync({ ...input, canvasId: canvas.id })).slug;
      if (then === 'preview') navigate(paths.opportunityDetail.getHref(slug, { isPreview: true }));
      else if (status === 'public') navigate(paths.opportunityPublishSuccess.getHref(slug));
      else {
        notify.success({ id: 'opportunity-saved', message: 'Your opportunity is saved.' });
        navigate(paths.myDashboard.getHref({ tabType: 'posted_opportunity', viewCanvas: canvas.id }));
      }
    } catch {
      // The refusal (the plan's quota, a field) is shown as an error toast by the API client.
    }
  };

  const titleIsOther = values.jobTitle?.name.toLowerCase() === OTHER_JOB_TITLE.toLowerCase();
  const locations = canvas.detail.locations;

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save('public');
      }}
      noValidate
    >
      <Stack gap="lg">
        <Section title="Company info">
          <TextInput
            label="Company name"
            value={canvas.introduction.name}
            readOnly
            variant="filled"
            size="md"
          />
          <TextInput label="Website" placeholder="https://" size="md" {...form.getInputProps('website')} />
          <TextInput label="Mission/Vision Statement" size="md" {...form.getInputProps('tagLine')} />
          <RichTextEditor
            label="About Us"
            value={values.about}
            onChange={(html) => form.setFieldValue('about', html)}
            disabled={busy}
          />
        </Section>

        <Section title="Opportunity info">
          {isAdmin ? (
            <Switch
              label="Competition"
              checked={values.competition}
              onChange={(event) => form.setFieldValue('competition', event.currentTarget.checked)}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OptionSelect
              kind="jobTitle"
              label="Job Title"
              value={values.jobTitle ? (values.jobTitle.optionId ?? (titleIsOther ? 0 : null)) : null}
              extra={[OTHER_OPTION]}
              exclude={(option) => option.name.toLowerCase() === OTHER_JOB_TITLE.toLowerCase()}
              onChange={(option) => form.setFieldValue('jobTitle', toRef(option))}
            />
            {titleIsOther ? (
              <TextInput label="Your job title" size="md" {...form.getInputProps('customJobTitle')} />
            ) : null}
            <OptionSelect
              kind="category"
              label="Job category"
              value={values.jobCategory?.optionId ?? null}
              onChange={(option) => form.setFieldValue('jobCategory', toRef(option))}
            />
            <Select
              label="Job type"
              size="md"
              data={[...JOB_TYPES]}
              value={values.jobType || null}
              onChange={(next) => form.setFieldValue('jobType', next ?? '')}
              clearable
            />
            {values.validForAllState ? null : (
              <Select
                label="Select Location"
                size="md"
                data={locations.map((location) => ({
                  value: location.uuid,
                  label: location.address || [location.city, location.stateShort].filter(Boolean).join(', '),
                }))}
                value={values.locationUuid}
                onChange={(next) => form.setFieldValue('locationUuid', next)}
                nothingFoundMessage="This canvas has no locations yet"
              />
            )}
          </SimpleGrid>
          {isAdmin ? (
            <Switch
              label="National Opportunity"
              checked={values.validForAllState}
              onChange={(event) => form.setFieldValue('validForAllState', event.currentTarget.checked)}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email for applications"
              type="email"
              size="md"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="External apply URL"
              placeholder="https://"
              size="md"
              {...form.getInputProps('applyUrl')}
            />
          </SimpleGrid>
          <RichTextEditor
            label="Job description"
            value={values.editor}
            onChange={(html) => form.setFieldValue('editor', html)}
            disabled={busy}
          />
        </Section>

        <Section title="Additional info">
          <OptionTagsInput
            kind="brand"
            label="Retail brands"
            value={values.retailBrands}
            onChange={(next) => form.setFieldValue('retailBrands', next)}
          />
          <OptionTagsInput
            kind="software"
            label="Softwares"
            value={values.softwares}
            onChange={(next) => form.setFieldValue('softwares', next)}
          />
          <OptionSelect
            kind="paymentMode"
            label="Payment structure"
            value={values.paymentStructure?.optionId ?? null}
            onChange={(option) => form.setFieldValue('paymentStructure', toRef(option))}
          />
          {isAdmin ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Brand Type
              </Text>
              <SegmentedControl
                aria-label="Brand Type"
                data={[...OPPORTUNITY_BRANDS]}
                value={values.brand}
                onChange={(next) => form.setFieldValue('brand', next as OpportunityBrand)}
                orientation="vertical"
                className={classes.brand}
              />
            </Stack>
          ) : null}
        </Section>

        <Section title="Pay">
          <PayFields form={form} {...placeOf(values)} />
        </Section>

        <Section title="Media">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MediaSlotField
              slot="thumbnailPhoto"
              label="Thumbnail Photo"
              value={values.thumbPhoto}
              onChange={(item) => form.setFieldValue('thumbPhoto', item)}
              canvasType={canvas.type}
              onUploadingChange={onUploading('thumbPhoto')}
            />
            <MediaSlotField
              slot="featuredPhoto"
              label="Featured Photo"
              value={values.featuredPhoto}
              onChange={(item) => form.setFieldValue('featuredPhoto', item)}
              canvasType={canvas.type}
              onUploadingChange={onUploading('featuredPhoto')}
            />
            <MediaSlotField
              slot="companyPhoto"
              label="Company Photo"
              value={values.companyPhoto}
              onChange={(item) => form.setFieldValue('companyPhoto', item)}
              canvasType={canvas.type}
              onUploadingChange={onUploading('companyPhoto')}
            />
          </SimpleGrid>
        </Section>

        <MissingFieldsAlert missing={missing} />

        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button
            variant="subtle"
            size="md"
            disabled={busy}
            onClick={() => navigate(paths.myCanvases.getHref())}
          >
            Cancel
          </Button>
          <Button variant="default" size="md" disabled={busy} onClick={() => void save('private')}>
            Save and close
          </Button>
          {/* A new opportunity stays private until it is published from the preview; a public one stays public. */}
          <Button
            variant="default"
            size="md"
            disabled={busy}
            onClick={() => void save(opportunity?.status === 'public' ? 'public' : 'private', 'preview')}
          >
            Preview
          </Button>
          <Button type="submit" size="md" disabled={busy} loading={create.isPending || update.isPending}>
            Post Job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
