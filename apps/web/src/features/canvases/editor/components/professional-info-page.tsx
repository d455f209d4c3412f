import { type Canvas, type CanvasCategory, type CanvasLocation, normalizeCanvasInput } from '@canvas/shared';
import { ActionIcon, Box, Button, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceAutocomplete } from '@/components/fields/place-autocomplete';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCreateCanvas } from '../../api/create-canvas';
import { useCanvas } from '../../api/get-canvas';
import { useUpdateCanvas } from '../../api/update-canvas';
import { categoryListErrors } from '../model/rules';
import { CanvasLoadState } from './canvas-load-state';
import { CategoryFields, emptyCategory } from './category-fields';
import { FormSkeleton } from './education-info-page';
import { StepZeroActions, StepZeroLayout } from './step-zero-layout';
import classes from './step-zero-layout.module.css';

const NEXT_STEPS = [
  {
    title: 'Your craft and licences',
    text: 'Categories and licence numbers show clients you are the real deal.',
  },
  {
    title: 'Build your canvas',
    text: 'Work photos, KPIs, brands and awards, with a live preview as you go.',
  },
  { title: 'Publish and get booked', text: 'Share one link everywhere and let salons and clients find you.' },
] as const;

/** Most professionals hold a few licences; the contract allows 30. */
const MAX_CATEGORIES = 10;

interface ProfessionalValues {
  categories: CanvasCategory[];
  location: CanvasLocation | null;
}

/** The step's rule (model/rules.ts), one error per category row: the recipe's non-zod `validate`. */
function professionalStepErrors(values: ProfessionalValues): FormErrors {
  const found = categoryListErrors(values.categories) ?? [];
  return Object.fromEntries(found.map((error, index) => [`categories.${index}`, error]));
}

function ProfessionalInfoForm({ canvas }: { canvas: Canvas | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useForm<ProfessionalValues>({
    mode: 'controlled',
    initialValues: {
      categories:
        canvas && canvas.detail.categories.length > 0 ? canvas.detail.categories : [emptyCategory()],
      location: canvas?.detail.locations[0] ?? null,
    },
    validate: professionalStepErrors,
  });
  const { categories } = form.values;
  const create = useCreateCanvas();
  const update = useUpdateCanvas();

  const submit = form.onSubmit(async ({ categories, location }) => {
    const locations = location
      ? [location, ...(canvas?.detail.locations.slice(1) ?? [])]
      : (canvas?.detail.locations.slice(1) ?? []);
    try {
      if (canvas) {
        const saved = await update.mutateAsync({
          id: canvas.id,
          input: normalizeCanvasInput({ detail: { categories, locations } }),
        });
        navigate(paths.canvasEditor.professional.getHref(saved.slug));
      } else {
        const name = user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : '';
        const created = await create.mutateAsync(
          normalizeCanvasInput({
            type: 'professional',
            introduction: { name },
            detail: { categories, locations },
          }),
        );
        navigate(paths.canvasEditor.professional.getHref(created.slug));
      }
    } catch {
      // The API client shows the server's message; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Professional information">
      <Stack gap="lg">
        <div>
          <Text fw={600} size="lg" ff="heading" component="h2" className={classes.sectionTitle}>
            Categories and licences
          </Text>
          <Text size="sm" c="dimmed">
            Add each service category you work in, with its licence if you hold one.
          </Text>
        </div>
        {categories.map((category, index) => {
          const suffix = categories.length > 1 ? ` ${index + 1}` : '';
          return (
            // Rows have no id until saved; their position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              {index > 0 ? <Divider /> : null}
              <Box>
                <Group justify="space-between" align="center" mb={6}>
                  <Text size="xs" tt="uppercase" fw={700} c="plum.6" lts="0.08em">
                    {categories.length > 1 ? `Category ${index + 1}` : 'Your category'}
                  </Text>
                  {categories.length > 1 ? (
                    <Tooltip label="Remove this category">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove category ${index + 1}`}
                        onClick={() => form.removeListItem('categories', index)}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
                <CategoryFields
                  value={category}
                  onChange={(value) => form.setFieldValue(`categories.${index}`, value)}
                  error={(form.errors[`categories.${index}`] as string | undefined) ?? null}
                  labelSuffix={suffix}
                />
              </Box>
            </Fragment>
          );
        })}
        {categories.length < MAX_CATEGORIES ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem('categories', emptyCategory())}
            w="fit-content"
          >
            Add another category
          </Button>
        ) : null}
        <Divider />
        <div>
          <Text fw={600} size="lg" ff="heading" component="h2" className={classes.sectionTitle}>
            Where you work
          </Text>
          <Text size="sm" c="dimmed">
            Your city lets nearby salons and clients find you. It is needed to publish.
          </Text>
        </div>
        <PlaceAutocomplete
          label="Location"
          placeholder="City or ZIP code"
          value={form.values.location}
          onChange={(location) => form.setFieldValue('location', location)}
        />
        <StepZeroActions
          backHref={canvas ? paths.canvasEditor.professional.getHref(canvas.slug) : null}
          saving={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}

/**
 * /professional-info (spec 2 "Professional info page"): step 0 of the professional flow. With
 * ?slug= it edits that canvas's categories and location; without, saving creates the canvas.
 */
export function ProfessionalInfoPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const canvas = useCanvas(slug);
  return (
    <>
      <PageMeta
        title="Professional info"
        description="Start your professional portfolio with your categories and licences."
      />
      <StepZeroLayout
        eyebrow="Professional portfolio"
        title={slug ? 'Update your professional info' : 'Tell us about your craft'}
        description="Your categories, licences and location put you in front of the salons and clients looking for you."
        nextSteps={NEXT_STEPS}
      >
        {slug ? (
          <CanvasLoadState query={canvas} expectedType="professional" skeleton={<FormSkeleton />}>
            {(loaded) => <ProfessionalInfoForm canvas={loaded} />}
          </CanvasLoadState>
        ) : (
          <ProfessionalInfoForm canvas={null} />
        )}
      </StepZeroLayout>
    </>
  );
}
