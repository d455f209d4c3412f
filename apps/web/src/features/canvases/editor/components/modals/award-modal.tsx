import { AWARD_TITLES, type Award } from '@canvas/shared';
import { Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { NumericInput } from '@/components/fields/numeric-input';
import { newUuid } from '../../model/draft';
import {
  type AwardFormValues,
  awardFromForm,
  awardTitleError,
  awardToForm,
  canSaveAward,
  isClubAward,
} from '../../model/rules';

const EMPTY: AwardFormValues = { title: '', otherTitle: '', issuer: '', issueYear: '', clubName: '' };

interface AwardModalProps {
  opened: boolean;
  award: Award | null;
  onClose: () => void;
  onSave: (award: Award) => void;
  /** The title choices; business accounts see a subset (spec 2 §3 Award). Default: every title. */
  titles?: readonly string[];
}

/**
 * The award dialog (spec 2 §3 Award, §5): a title from the list (Other needs a specified title),
 * Club/Teams takes a club name and a since-year instead of an issuer, and the year can be neither
 * negative nor in the future. The button is enabled once the required fields are filled.
 */
export function AwardModal({ opened, award, onClose, onSave, titles = AWARD_TITLES }: AwardModalProps) {
  const [values, setValues] = useState<AwardFormValues>(EMPTY);
  const [touched, setTouched] = useState({ title: false, otherTitle: false });
  const currentYear = new Date().getFullYear();

  useEffect(() => {
    if (opened) {
      setValues(award ? awardToForm(award, titles) : EMPTY);
      setTouched({ title: false, otherTitle: false });
    }
  }, [opened, award, titles]);

  const set = (patch: Partial<AwardFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const club = isClubAward(values);
  const titleError = awardTitleError(values);
  const showTitleError = titleError && (values.title === 'Other' ? touched.otherTitle : touched.title);

  return (
    <Modal opened={opened} onClose={onClose} title={award ? 'Edit award' : 'Add an award'} size={520}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSaveAward(values)) onSave(awardFromForm(values, award?.uuid ?? newUuid()));
        }}
        noValidate
      >
        <Stack gap="md">
          <Select
            size="md"
            label="Title"
            placeholder="Choose a title"
            withAsterisk
            data={[...titles]}
            value={values.title || null}
            onChange={(title) => set({ title: title ?? '' })}
            onBlur={() => setTouched((current) => ({ ...current, title: true }))}
            error={showTitleError && values.title !== 'Other' ? titleError : undefined}
            searchable
            data-autofocus
          />
          {values.title === 'Other' ? (
            <TextInput
              label="Specify the title"
              withAsterisk
              value={values.otherTitle}
              onChange={(event) => set({ otherTitle: event.currentTarget.value })}
              onBlur={() => setTouched((current) => ({ ...current, otherTitle: true }))}
              error={showTitleError ? titleError : undefined}
              maxLength={160}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {club ? (
              <TextInput
                label="Club name"
                withAsterisk
                value={values.clubName}
                onChange={(event) => set({ clubName: event.currentTarget.value })}
                maxLength={160}
              />
            ) : (
              <TextInput
                label="Issuer"
                placeholder="Who gave it"
                withAsterisk
                value={values.issuer}
                onChange={(event) => set({ issuer: event.currentTarget.value })}
                maxLength={160}
              />
            )}
            <NumericInput
              label={club ? 'Participating since' : 'Year'}
              placeholder={String(currentYear)}
              description={`Up to ${currentYear}`}
              withAsterisk
              integer
              max={currentYear}
              value={values.issueYear ? Number(values.issueYear) : null}
              onChange={(year) => set({ issueYear: year === null ? '' : String(year) })}
            />
          </SimpleGrid>
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSaveAward(values)}>
              {award ? 'Save award' : 'Add award'}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
