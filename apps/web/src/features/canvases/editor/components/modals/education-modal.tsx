import type { Education } from '@canvas/shared';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { NumericInput } from '@/components/fields/numeric-input';
import { OptionSelect } from '@/components/fields/option-select';
import { SchoolAutocomplete } from '@/components/fields/school-autocomplete';
import { FormError } from '@/components/form-error';
import { emptyEducation } from '../../model/draft';
import { educationModalError, PERCENT_CAP } from '../../model/rules';

interface EducationModalProps {
  opened: boolean;
  /** The entry being edited; null adds a new one. */
  education: Education | null;
  onClose: () => void;
  onSave: (education: Education) => void;
}

/** The education modal of the editors: school search, program, dates and scores. */
export function EducationModal({ opened, education, onClose, onSave }: EducationModalProps) {
  const [values, setValues] = useState<Education>(() => education ?? emptyEducation());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues(education ?? emptyEducation());
      setError(null);
    }
  }, [opened, education]);

  const set = <K extends keyof Education>(key: K, value: Education[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const save = () => {
    const problem = educationModalError(values);
    setError(problem);
    if (problem) return;
    onSave({
      ...values,
      schoolName: values.schoolName.trim(),
      workPermitHour: values.hasWorkPermit === 'yes' ? values.workPermitHour : null,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={education ? 'Edit education' : 'Add education'}
      size={560}
    >
      <Stack gap="md">
        <FormError>{error}</FormError>
        <SchoolAutocomplete
          label="School Name"
          placeholder="Search for your school"
          withAsterisk
          value={{ schoolName: values.schoolName, schoolId: values.schoolId }}
          onChange={(school) => setValues((current) => ({ ...current, ...school }))}
          data-autofocus
        />
        <OptionSelect
          kind="program"
          label="Program"
          placeholder="Choose a program"
          clearable
          value={values.program?.optionId ?? null}
          onChange={(option) => set('program', option ? { optionId: option.id, name: option.name } : null)}
        />
        <TextInput
          type="date"
          label="Graduation Date"
          withAsterisk
          value={values.graduationDate ?? ''}
          onChange={(event) => set('graduationDate', event.currentTarget.value || null)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumericInput
            label="GPA"
            max={PERCENT_CAP}
            percent
            value={values.gpa}
            onChange={(value) => set('gpa', value)}
          />
          <NumericInput
            label="Attendance"
            max={PERCENT_CAP}
            percent
            suffix="%"
            value={values.attendance}
            onChange={(value) => set('attendance', value)}
          />
        </SimpleGrid>
        <Group gap="md" align="flex-end">
          <Stack gap={6}>
            <Text size="sm" fw={500} id="education-permit-label">
              Work permit
            </Text>
            <SegmentedControl
              aria-labelledby="education-permit-label"
              value={values.hasWorkPermit}
              onChange={(value) => set('hasWorkPermit', value === 'yes' ? 'yes' : 'no')}
              data={[
                { value: 'no', label: 'No' },
                { value: 'yes', label: 'Yes' },
              ]}
            />
          </Stack>
          {values.hasWorkPermit === 'yes' ? (
            <NumericInput
              label="Work permit hours"
              value={values.workPermitHour}
              onChange={(value) => set('workPermitHour', value)}
              w={180}
            />
          ) : null}
        </Group>
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>{education ? 'Save education' : 'Add education'}</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
