import {
  type Canvas,
  type Education,
  messages,
  normalizeCanvasInput,
  type OptionRef,
  todayIsoDate,
} from '@canvas/shared';
import { List, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NumericInput } from '@/components/fields/numeric-input';
import { OptionSelect } from '@/components/fields/option-select';
import { SchoolAutocomplete, type SchoolValue } from '@/components/fields/school-autocomplete';
import { FormError } from '@/components/form-error';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCreateCanvas } from '../../api/create-canvas';
import { useCanvas } from '../../api/get-canvas';
import { useUpdateCanvas } from '../../api/update-canvas';
import { newUuid } from '../model/draft';
import { type EducationStepField, missingEducationStepFields, PERCENT_CAP } from '../model/rules';
import { CanvasLoadState } from './canvas-load-state';
import { StepZeroActions, StepZeroLayout } from './step-zero-layout';

const NEXT_STEPS = [
  { title: 'Your education', text: 'Program and school, so salons and educators can find you.' },
  { title: 'Build your canvas', text: 'Photos, videos, skills and awards, with a live preview as you go.' },
  { title: 'Publish and share', text: 'One link for your resume, your socials and your next opportunity.' },
] as const;

interface EducationValues {
  program: OptionRef | null;
  school: SchoolValue;
  graduationDate: string;
  gpa: number | null;
  attendance: number | null;
  hasWorkPermit: 'yes' | 'no';
  workPermitHour: number | null;
}

function initialValues(education: Education | undefined): EducationValues {
  return {
    program: education?.program ?? null,
    school: { schoolName: education?.schoolName ?? '', schoolId: education?.schoolId ?? null },
    // Spec 2 §3: the graduation date defaults to today in the education step.
    graduationDate: education?.graduationDate ?? todayIsoDate(),
    gpa: education?.gpa ?? null,
    attendance: education?.attendance ?? null,
    hasWorkPermit: education?.hasWorkPermit ?? 'no',
    workPermitHour: education?.workPermitHour ?? null,
  };
}

function toEducation(values: EducationValues, uuid: string): Education {
  return {
    uuid,
    schoolName: values.school.schoolName.trim(),
    schoolId: values.school.schoolId,
    program: values.program,
    graduationDate: values.graduationDate || todayIsoDate(),
    gpa: values.gpa,
    attendance: values.attendance,
    hasWorkPermit: values.hasWorkPermit,
    workPermitHour: values.hasWorkPermit === 'yes' ? values.workPermitHour : null,
  };
}

function missingFields(values: EducationValues): EducationStepField[] {
  return missingEducationStepFields({
    programName: values.program?.name ?? '',
    schoolName: values.school.schoolName,
  });
}

/** The step's rule (model/rules.ts), by field: the form recipe's `validate` for a non-zod rule. */
function educationStepErrors(values: EducationValues): FormErrors {
  const absent = missingFields(values);
  return {
    program: absent.includes('Program') ? 'Choose a program' : null,
    school: absent.includes('School') ? 'Enter your school' : null,
  };
}

function EducationInfoForm({ canvas }: { canvas: Canvas | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const existing = canvas?.educations[0];
  const form = useForm<EducationValues>({
    mode: 'controlled',
    initialValues: initialValues(existing),
    validate: educationStepErrors,
  });
  const { values } = form;
  // The step's summary (spec 2 §5: 'The following fields are required:' and the list) stays until
  // the next submit; the fields' own errors clear as they are filled.
  const [missing, setMissing] = useState<EducationStepField[]>([]);
  const create = useCreateCanvas();
  const update = useUpdateCanvas();
  const isSaving = create.isPending || update.isPending;

  const save = async (submitted: EducationValues) => {
    const education = toEducation(submitted, existing?.uuid ?? newUuid());
    try {
      if (canvas) {
        const educations = [education, ...canvas.educations.slice(1)];
        const saved = await update.mutateAsync({
          id: canvas.id,
          input: normalizeCanvasInput({ educations }),
        });
        navigate(paths.canvasEditor.student.getHref(saved.slug));
      } else {
        const name = user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : '';
        const created = await create.mutateAsync(
          normalizeCanvasInput({ type: 'student', introduction: { name }, educations: [education] }),
        );
        navigate(paths.canvasEditor.student.getHref(created.slug));
      }
    } catch {
      // The API client shows the server's message; the form keeps what was typed.
    }
  };

  const submit = form.onSubmit(
    async (submitted) => {
      setMissing([]);
      await save(submitted);
    },
    () => setMissing(missingFields(form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Education information">
      <Stack gap="lg">
        <div>
          <Text fw={600} size="lg" ff="heading">
            Education
          </Text>
          <Text size="sm" c="dimmed">
            Your program and school appear at the top of your canvas.
          </Text>
        </div>
        <FormError>
          {missing.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                {messages.educationStepRequired}
              </Text>
              <List size="sm" mt={4}>
                {missing.map((field) => (
                  <List.Item key={field}>{field}</List.Item>
                ))}
              </List>
            </>
          ) : null}
        </FormError>
        <OptionSelect
          kind="program"
          label="Program"
          placeholder="Choose your program"
          withAsterisk
          value={values.program?.optionId ?? null}
          onChange={(option) =>
            form.setFieldValue('program', option ? { optionId: option.id, name: option.name } : null)
          }
          error={form.errors.program}
        />
        <SchoolAutocomplete
          label="School"
          placeholder="Search for your school"
          withAsterisk
          value={values.school}
          onChange={(school) => form.setFieldValue('school', school)}
          error={form.errors.school}
        />
        <TextInput
          type="date"
          label="Graduation date"
          description="Expected or completed."
          value={values.graduationDate}
          onChange={(event) => form.setFieldValue('graduationDate', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumericInput
            label="GPA"
            description="0 to 100"
            placeholder="e.g. 92"
            max={PERCENT_CAP}
            percent
            value={values.gpa}
            onChange={(value) => form.setFieldValue('gpa', value)}
          />
          <NumericInput
            label="Attendance"
            description="Percent, 0 to 100"
            placeholder="e.g. 98"
            max={PERCENT_CAP}
            percent
            suffix="%"
            value={values.attendance}
            onChange={(value) => form.setFieldValue('attendance', value)}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="work-permit-label">
            Do you have a work permit?
          </Text>
          <SegmentedControl
            aria-labelledby="work-permit-label"
            value={values.hasWorkPermit}
            onChange={(value) => form.setFieldValue('hasWorkPermit', value === 'yes' ? 'yes' : 'no')}
            data={[
              { value: 'no', label: 'No' },
              { value: 'yes', label: 'Yes' },
            ]}
            w={200}
          />
        </Stack>
        {values.hasWorkPermit === 'yes' ? (
          <NumericInput
            label="Work permit hours"
            placeholder="Hours completed"
            value={values.workPermitHour}
            onChange={(value) => form.setFieldValue('workPermitHour', value)}
            maw={240}
          />
        ) : null}
        <StepZeroActions
          backHref={canvas ? paths.canvasEditor.student.getHref(canvas.slug) : null}
          saving={isSaving}
        />
      </Stack>
    </form>
  );
}

/**
 * /education-info (spec 2 "Student flow: Education info page"): step 0 of the student flow. With
 * ?slug= it edits that canvas's first education; without, saving creates the student canvas.
 */
export function EducationInfoPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const canvas = useCanvas(slug);
  return (
    <>
      <PageMeta
        title="Education info"
        description="Start your student portfolio with your program and school."
      />
      <StepZeroLayout
        eyebrow="Student portfolio"
        title={slug ? 'Update your education' : 'Let’s start with your education'}
        description="A few details about your program help salons and schools find the right students."
        nextSteps={NEXT_STEPS}
      >
        {slug ? (
          <CanvasLoadState query={canvas} expectedType="student" skeleton={<FormSkeleton />}>
            {(loaded) => <EducationInfoForm canvas={loaded} />}
          </CanvasLoadState>
        ) : (
          <EducationInfoForm canvas={null} />
        )}
      </StepZeroLayout>
    </>
  );
}

export function FormSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} width="60%" />
    </Stack>
  );
}
