import { type Employment, INDUSTRY_OPTIONS } from '@canvas/shared';
import { Button, Checkbox, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { NameTagsInput } from '@/components/fields/name-tags-input';
import { newUuid } from '../../model/draft';

/** Company types offered for beauty-industry jobs (the spec names the field, not its choices). */
export const COMPANY_TYPES = [
  'Salon',
  'Spa',
  'Barbershop',
  'Salon suite / booth rental',
  'Med spa',
  'Nail studio',
  'Brand / manufacturer',
  'Distributor / retail',
  'School / education',
  'Freelance / mobile',
] as const;

export const EMPLOYMENT_TITLE_REQUIRED = 'Please enter a job title.';
export const EMPLOYMENT_DATES_ORDER = 'The end date cannot be before the start date.';

export function emptyEmployment(): Employment {
  return {
    uuid: newUuid(),
    title: '',
    jobCategory: '',
    position: '',
    company: '',
    startDate: null,
    endDate: null,
    isCurrentWork: false,
    description: '',
    industry: 'Beauty Industry',
    companyType: null,
  };
}

interface EmploymentModalProps {
  opened: boolean;
  employment: Employment | null;
  onClose: () => void;
  onSave: (employment: Employment) => void;
}

/**
 * The employment modal (spec 2 §3 Employment, §4): the current-role box hides the end date, and
 * 'Non Beauty Industry' hides the company type and clears it on save.
 */
export function EmploymentModal({ opened, employment, onClose, onSave }: EmploymentModalProps) {
  const [values, setValues] = useState<Employment>(() => employment ?? emptyEmployment());
  const [errors, setErrors] = useState<{ title?: string; endDate?: string }>({});

  useEffect(() => {
    if (opened) {
      setValues(employment ?? emptyEmployment());
      setErrors({});
    }
  }, [opened, employment]);

  const set = <K extends keyof Employment>(key: K, value: Employment[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
  };

  const isBeauty = values.industry === 'Beauty Industry';

  const save = () => {
    const found: typeof errors = {};
    if (!values.title.trim()) found.title = EMPLOYMENT_TITLE_REQUIRED;
    if (!values.isCurrentWork && values.startDate && values.endDate && values.endDate < values.startDate) {
      found.endDate = EMPLOYMENT_DATES_ORDER;
    }
    setErrors(found);
    if (found.title || found.endDate) return;
    onSave({
      ...values,
      title: values.title.trim(),
      company: values.company.trim(),
      description: values.description.trim(),
      endDate: values.isCurrentWork ? null : values.endDate,
      companyType: isBeauty ? values.companyType : null,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={employment ? 'Edit employment' : 'Add employment information'}
      size={620}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="Senior Colorist"
          withAsterisk
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          maxLength={120}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameTagsInput
            kind="category"
            label="Job category"
            placeholder="Pick or type"
            value={values.jobCategory}
            onChange={(value) => set('jobCategory', value)}
          />
          <NameTagsInput
            kind="jobTitle"
            label="Position"
            placeholder="Pick or type"
            value={values.position}
            onChange={(value) => set('position', value)}
          />
        </SimpleGrid>
        <TextInput
          label="Company"
          placeholder="Where you worked"
          value={values.company}
          onChange={(event) => set('company', event.currentTarget.value)}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label="Start date"
            value={values.startDate ?? ''}
            onChange={(event) => set('startDate', event.currentTarget.value || null)}
          />
          {values.isCurrentWork ? null : (
            <TextInput
              type="date"
              label="End date"
              value={values.endDate ?? ''}
              onChange={(event) => set('endDate', event.currentTarget.value || null)}
              error={errors.endDate}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label="I currently work in this role"
          checked={values.isCurrentWork}
          onChange={(event) => set('isCurrentWork', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: isBeauty ? 2 : 1 }} spacing="md">
          <Select
            size="md"
            label="Industry"
            data={INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry }))}
            value={values.industry}
            onChange={(value) =>
              set('industry', value === 'Non Beauty Industry' ? 'Non Beauty Industry' : 'Beauty Industry')
            }
            allowDeselect={false}
          />
          {isBeauty ? (
            <Select
              size="md"
              label="Company type"
              placeholder="Choose one"
              data={[...COMPANY_TYPES]}
              value={values.companyType}
              onChange={(value) => set('companyType', value)}
              clearable
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          size="md"
          label="Description"
          placeholder="What you did, what you are proud of"
          rows={3}
          resize="vertical"
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={5000}
        />
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>{employment ? 'Save employment' : 'Add employment'}</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
