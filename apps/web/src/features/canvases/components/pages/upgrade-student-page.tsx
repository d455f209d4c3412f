import {
  type Canvas,
  type CanvasCategoryInput,
  EMPTY_CATEGORY_ID,
  messages,
  type Option,
  OTHER_CATEGORY_ID,
} from '@canvas/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOptions } from '@/api/options/get-options';
import { Eyebrow } from '@/components/eyebrow';
import { FormError } from '@/components/form-error';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { useUpgradeCanvas } from '../../api/upgrade-canvas';
import { CanvasNotFound, canvasPageError } from '../canvas-not-found';
import classes from './upgrade-student-page.module.css';

export interface CategoryRow {
  key: string;
  optionId: number;
  otherName: string;
  licenseNumber: string;
  stateId: number | null;
}

const OTHER_VALUE = String(OTHER_CATEGORY_ID);

/**
 * The categories to send (spec 2 §5): empty rows (id -1) are dropped, 'Other' needs its typed
 * name. An empty result means 'please type at least one category'.
 */
export function categoriesToSend(
  rows: CategoryRow[],
  categoryOptions: Option[],
  stateOptions: Option[],
): CanvasCategoryInput[] {
  return rows.flatMap((row) => {
    if (row.optionId === EMPTY_CATEGORY_ID) return [];
    const isOther = row.optionId === OTHER_CATEGORY_ID;
    const name = isOther
      ? row.otherName.trim()
      : (categoryOptions.find((option) => option.id === row.optionId)?.name ?? '');
    if (!name) return [];
    const state = stateOptions.find((option) => option.id === row.stateId);
    return [
      {
        optionId: row.optionId,
        name,
        otherName: isOther ? name : '',
        licenseNumber: row.licenseNumber.trim(),
        stateId: state?.id ?? null,
        stateName: state?.name ?? '',
      },
    ];
  });
}

let rowCounter = 0;
const emptyRow = (): CategoryRow => {
  rowCounter += 1;
  return {
    key: `row-${rowCounter}`,
    optionId: EMPTY_CATEGORY_ID,
    otherName: '',
    licenseNumber: '',
    stateId: null,
  };
};

/** /upgrade-student?id={canvas id}: a student canvas becomes professional with its categories. */
export function UpgradeStudentPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const canvas = useCanvas(id || null);

  if (!id) return <CanvasNotFound />;
  return (
    <QueryState
      query={canvas}
      what="this portfolio"
      loading={<PageLoader label="Loading portfolio" />}
      renderError={canvasPageError}
    >
      {(loaded) => <UpgradeStudent canvas={loaded} />}
    </QueryState>
  );
}

function UpgradeStudent({ canvas }: { canvas: Canvas }) {
  const navigate = useNavigate();
  const formId = useId();
  const categories = useOptions('category');
  const states = useOptions('state');
  const upgrade = useUpgradeCanvas();
  const form = useForm<{ rows: CategoryRow[] }>({
    mode: 'controlled',
    initialValues: { rows: [emptyRow()] },
  });
  const [isMissingCategory, setIsMissingCategory] = useState(false);
  const { rows } = form.values;

  const categoryData = [
    ...(categories.data ?? []).map((option) => ({ value: String(option.id), label: option.name })),
    { value: OTHER_VALUE, label: 'Other' },
  ];
  const stateData = (states.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));
  const update = (index: number, patch: Partial<CategoryRow>) =>
    form.setFieldValue(`rows.${index}`, { ...rows[index], ...patch } as CategoryRow);

  const submit = form.onSubmit((values) => {
    const toSend = categoriesToSend(values.rows, categories.data ?? [], states.data ?? []);
    // Spec 2 §5: one message for the whole form, 'please type at least one category'.
    setIsMissingCategory(toSend.length === 0);
    if (toSend.length === 0) return;
    upgrade.mutate(
      { id: canvas.id, categories: toSend },
      { onSuccess: () => navigate(paths.canvasPreview.professional.getHref(canvas.id)) },
    );
  });

  const name = canvas.introduction.name || 'your portfolio';
  const isStudent = canvas.type === 'student';

  return (
    <Container size="sm" py={{ base: 'xl', md: 56 }}>
      <PageMeta
        title="Upgrade to professional"
        description="Turn a student portfolio into a professional one."
      />
      <Stack gap="xs" mb="xl">
        <Eyebrow>Upgrade</Eyebrow>
        <Title order={1} className={classes.heading}>
          Become a professional
        </Title>
        <Text c="dimmed" size="lg">
          Add the professional categories and licenses for {name}. Everything else on your portfolio stays as
          it is.
        </Text>
      </Stack>

      {!isStudent ? (
        <Alert color="champagne" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          <Text>{messages.canvasTypeLocked}</Text>
          <Button component={Link} to={paths.myCanvases.getHref()} variant="white" mt="sm" size="xs">
            Back to my portfolios
          </Button>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
          <form id={formId} noValidate onSubmit={submit}>
            <Stack gap="lg">
              {rows.map((row, index) => {
                const option = categories.data?.find((item) => item.id === row.optionId);
                return (
                  <fieldset key={row.key} className={classes.row}>
                    <legend className={classes.legend}>Category {index + 1}</legend>
                    <Stack gap="sm">
                      <Group align="flex-end" gap="sm" wrap="nowrap">
                        <Select
                          className={classes.grow}
                          label="Category"
                          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
                          data={categoryData}
                          searchable
                          value={row.optionId === EMPTY_CATEGORY_ID ? null : String(row.optionId)}
                          onChange={(value) =>
                            update(index, { optionId: value === null ? EMPTY_CATEGORY_ID : Number(value) })
                          }
                          nothingFoundMessage="No category found"
                        />
                        {rows.length > 1 ? (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="lg"
                            mb={6}
                            aria-label={`Remove category ${index + 1}`}
                            onClick={() => form.removeListItem('rows', index)}
                          >
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        ) : null}
                      </Group>
                      {row.optionId === OTHER_CATEGORY_ID ? (
                        <TextInput
                          label="Category name"
                          value={row.otherName}
                          maxLength={120}
                          onChange={(event) => update(index, { otherName: event.currentTarget.value })}
                        />
                      ) : null}
                      {option?.licensed || row.optionId === OTHER_CATEGORY_ID ? (
                        <Group grow align="flex-start">
                          <TextInput
                            label="License number"
                            description="Optional"
                            value={row.licenseNumber}
                            maxLength={60}
                            onChange={(event) => update(index, { licenseNumber: event.currentTarget.value })}
                          />
                          <Select
                            label="State"
                            description="Optional"
                            data={stateData}
                            searchable
                            clearable
                            value={row.stateId === null ? null : String(row.stateId)}
                            onChange={(value) =>
                              update(index, { stateId: value === null ? null : Number(value) })
                            }
                          />
                        </Group>
                      ) : null}
                    </Stack>
                  </fieldset>
                );
              })}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => form.insertListItem('rows', emptyRow())}
                className={classes.add}
              >
                Add another category
              </Button>
              <FormError error={upgrade.error}>
                {isMissingCategory ? messages.upgradeCategoryRequired : null}
              </FormError>
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to={paths.myCanvases.getHref()} variant="default">
                  Cancel
                </Button>
                <Button type="submit" loading={upgrade.isPending}>
                  Upgrade to professional
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  );
}
