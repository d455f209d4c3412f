import type { CanvasCategory, Education } from '@canvas/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCertificate, IconPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { saveEducationInList, saveInList } from '../../model/draft';
import { formatIsoDate } from '../../model/rules';
import { EntryCard, RemoveEntryDialog } from '../entry-card';
import { CategoryModal } from '../modals/category-modal';
import { EducationModal } from '../modals/education-modal';
import type { PanelProps } from './panel-types';

type Removal = { kind: 'education'; index: number } | { kind: 'category'; index: number } | null;

function educationMeta(education: Education): string {
  const parts = [];
  if (education.graduationDate) parts.push(`Graduation ${formatIsoDate(education.graduationDate)}`);
  if (education.gpa !== null) parts.push(`GPA ${education.gpa}`);
  if (education.attendance !== null) parts.push(`Attendance ${education.attendance}%`);
  if (education.hasWorkPermit === 'yes')
    parts.push(
      education.workPermitHour !== null ? `Work permit · ${education.workPermitHour} h` : 'Work permit',
    );
  return parts.join(' · ');
}

function categoryTitle(category: CanvasCategory): string {
  return category.optionId === 0 ? category.otherName || 'Other' : category.name;
}

/**
 * Education info (students) or Education and License info (professionals): the education list
 * with its modal, and for professionals the categories and licences with theirs.
 */
export function EducationPanel({ draft, update, withCategories }: PanelProps & { withCategories: boolean }) {
  const [educationIndex, setEducationIndex] = useState<number | 'new' | null>(null);
  const [categoryIndex, setCategoryIndex] = useState<number | 'new' | null>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const educations = draft.educations.filter((education) => education.schoolName.trim() || education.program);

  const editingEducation =
    typeof educationIndex === 'number' ? (draft.educations[educationIndex] ?? null) : null;
  const editingCategory =
    typeof categoryIndex === 'number' ? (draft.categories[categoryIndex] ?? null) : null;

  const remove = () => {
    if (!removal) return;
    if (removal.kind === 'education') {
      update((current) => ({
        ...current,
        educations: current.educations.filter((_, index) => index !== removal.index),
      }));
    } else {
      update((current) => ({
        ...current,
        categories: current.categories.filter((_, index) => index !== removal.index),
      }));
    }
    setRemoval(null);
  };

  return (
    <Stack gap="lg">
      {withCategories ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600} size="sm" tt="uppercase" lts="0.06em" c="plum.7">
              Categories and licences
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => setCategoryIndex('new')}
            >
              Add category
            </Button>
          </Group>
          {draft.categories.length === 0 ? (
            <Text size="sm" c="dimmed">
              No categories yet. Add the services you are licensed for.
            </Text>
          ) : (
            draft.categories.map((category, index) => (
              <EntryCard
                // Categories have no id; their position is their identity in this list.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={`${category.optionId}-${categoryTitle(category)}-${index}`}
                icon={<IconCertificate size={18} />}
                title={categoryTitle(category)}
                subtitle={
                  category.licenseNumber
                    ? `License ${category.licenseNumber}${category.stateName ? ` · ${category.stateName}` : ''}`
                    : category.stateName || undefined
                }
                itemLabel={`category ${categoryTitle(category)}`}
                onEdit={() => setCategoryIndex(index)}
                onRemove={() => setRemoval({ kind: 'category', index })}
              />
            ))
          )}
        </Stack>
      ) : null}

      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm" tt="uppercase" lts="0.06em" c="plum.7">
            Education
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setEducationIndex('new')}
          >
            Add education
          </Button>
        </Group>
        {educations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No education added yet.
          </Text>
        ) : (
          draft.educations.map((education, index) =>
            education.schoolName.trim() || education.program ? (
              <EntryCard
                key={education.uuid}
                icon={<IconSchool size={18} />}
                title={education.schoolName || 'School not set'}
                subtitle={education.program?.name}
                meta={educationMeta(education)}
                itemLabel={`education ${education.schoolName || index + 1}`}
                onEdit={() => setEducationIndex(index)}
                onRemove={() => setRemoval({ kind: 'education', index })}
              />
            ) : null,
          )
        )}
      </Stack>

      <EducationModal
        opened={educationIndex !== null}
        education={editingEducation}
        onClose={() => setEducationIndex(null)}
        onSave={(education) => {
          update((current) => ({
            ...current,
            educations: saveEducationInList(current.educations, education, educationIndex),
          }));
          setEducationIndex(null);
        }}
      />
      {withCategories ? (
        <CategoryModal
          opened={categoryIndex !== null}
          category={editingCategory}
          onClose={() => setCategoryIndex(null)}
          onSave={(category) => {
            update((current) => ({
              ...current,
              categories: saveInList(current.categories, category, categoryIndex),
            }));
            setCategoryIndex(null);
          }}
        />
      ) : null}
      <RemoveEntryDialog opened={removal !== null} onClose={() => setRemoval(null)} onConfirm={remove}>
        {removal?.kind === 'category'
          ? 'Remove this category and its licence from your portfolio?'
          : 'Remove this education from your portfolio?'}
      </RemoveEntryDialog>
    </Stack>
  );
}
