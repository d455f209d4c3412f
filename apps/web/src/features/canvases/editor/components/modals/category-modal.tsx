import type { CanvasCategory } from '@canvas/shared';
import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { categoryError } from '../../model/rules';
import { CategoryFields, emptyCategory } from '../category-fields';

interface CategoryModalProps {
  opened: boolean;
  category: CanvasCategory | null;
  onClose: () => void;
  onSave: (category: CanvasCategory) => void;
}

/** The category modal of the professional editor ('Category is required', 'Category Name is required'). */
export function CategoryModal({ opened, category, onClose, onSave }: CategoryModalProps) {
  const [value, setValue] = useState<CanvasCategory>(() => category ?? emptyCategory());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValue(category ?? emptyCategory());
      setError(null);
    }
  }, [opened, category]);

  const save = () => {
    const problem = categoryError(value);
    setError(problem);
    if (!problem) onSave({ ...value, otherName: value.otherName.trim() });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit category' : 'Add category or licence'}
      size={560}
    >
      <Stack gap="lg">
        <CategoryFields
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
        />
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>{category ? 'Save category' : 'Add category'}</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
