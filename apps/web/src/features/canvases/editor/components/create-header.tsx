import type { CanvasType } from '@canvas/shared';
import { messages } from '@canvas/shared';
import { ActionIcon, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDots,
  IconEye,
  IconLoader2,
  IconPencil,
  IconRocket,
} from '@tabler/icons-react';
import { useActionLock } from '../hooks/use-action-lock';
import classes from './create-header.module.css';

/** Spec 2 "Create header": the steps of each type's flow. */
export const CREATE_STEPS: Record<CanvasType, readonly string[]> = {
  business: ['Company Information', 'Business Canvas', 'Preview', 'Publish'],
  school: ['School Information', 'School Canvas', 'Preview', 'Publish'],
  student: ['Student Canvas', 'Preview', 'Publish'],
  professional: ['Professional Canvas', 'Preview', 'Publish'],
};

/** Only the first two steps can be clicked to jump back (spec 2 "Create header"). */
export const JUMPABLE_STEPS = 2;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'error' };

export interface CreateHeaderProps {
  type: CanvasType;
  /** Index into the type's steps. */
  activeStep: number;
  onStepClick?: (step: number) => void;
  saveState?: SaveState;
  /** Buttons: each shows only when its handler is given ("which show depends on step"). */
  onSaveAndClose?: () => void;
  onEdit?: () => void;
  onPreview?: () => void;
  onPublish?: () => void;
  onSaveDraft?: () => void;
  onEditBasicInfo?: () => void;
  /** Saves now, from the 'Not saved — retry' button a failed save shows. */
  onRetrySave?: () => void;
  /** Whether the page saves on its own: the hint 'Auto-saved every 20 seconds.' shows only then. */
  autoSaves?: boolean;
  /** The action running now (its button spins, the others wait). */
  pending?: 'saveAndClose' | 'preview' | 'publish' | 'saveDraft' | null;
}

/**
 * The editor's one save state (issue #26): 'Saving…', 'All changes saved' with a calm check (no
 * spinner once done), 'Unsaved changes' between a change and its save, and after a failure a
 * 'Not saved — retry' button that saves at once.
 */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry?: (() => void) | undefined }) {
  if (state.kind === 'error' && onRetry) {
    return (
      <span className={classes.status} data-state="error" role="status" aria-live="polite">
        <UnstyledButton className={classes.retry} onClick={onRetry}>
          <IconAlertTriangle size={14} aria-hidden="true" />
          {messages.editorNotSavedRetry}
        </UnstyledButton>
      </span>
    );
  }
  let icon = <IconCheck size={14} aria-hidden="true" />;
  let label: string = messages.editorAllSaved;
  if (state.kind === 'dirty') {
    icon = <span className={classes.dot} aria-hidden="true" />;
    label = messages.editorUnsaved;
  }
  if (state.kind === 'saving') {
    icon = <IconLoader2 size={14} aria-hidden="true" className={classes.spin} />;
    label = messages.editorSaving;
  }
  if (state.kind === 'error') {
    icon = <IconAlertTriangle size={14} aria-hidden="true" />;
    label = messages.editorNotSavedRetry;
  }
  return (
    <span className={classes.status} data-state={state.kind} role="status" aria-live="polite">
      {icon}
      {label}
    </span>
  );
}

/**
 * The header of every create flow: where the user is (steps), whether their work is saved, and
 * the flow's buttons. Save and close is locked for 6 seconds after a click, so a double click
 * cannot save and leave twice.
 */
export function CreateHeader({
  type,
  activeStep,
  onStepClick,
  saveState,
  onSaveAndClose,
  onEdit,
  onPreview,
  onPublish,
  onSaveDraft,
  onEditBasicInfo,
  onRetrySave,
  autoSaves = true,
  pending = null,
}: CreateHeaderProps) {
  const steps = CREATE_STEPS[type];
  const [isCloseLocked, lockClose] = useActionLock();
  const busy = pending !== null;

  const saveAndClose = () => {
    lockClose();
    onSaveAndClose?.();
  };

  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <div className={classes.lead}>
          <nav aria-label="Portfolio steps" className={classes.stepsNav}>
            <ol className={classes.steps}>
              {steps.map((label, index) => {
                const state = index < activeStep ? 'done' : index === activeStep ? 'current' : 'upcoming';
                const jumpable = onStepClick !== undefined && index < JUMPABLE_STEPS && index < activeStep;
                const content = (
                  <>
                    <span className={classes.stepNumber} aria-hidden="true">
                      {state === 'done' ? <IconCheck size={12} stroke={2.5} /> : index + 1}
                    </span>
                    <span>{label}</span>
                  </>
                );
                return (
                  <li key={label} className={classes.step} data-state={state}>
                    {jumpable ? (
                      <UnstyledButton className={classes.stepButton} onClick={() => onStepClick?.(index)}>
                        {content}
                      </UnstyledButton>
                    ) : (
                      <span
                        className={classes.stepButton}
                        aria-current={state === 'current' ? 'step' : undefined}
                      >
                        {content}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
            <Text size="sm" className={classes.mobileStep}>
              Step {activeStep + 1} of {steps.length} · <strong>{steps[activeStep]}</strong>
            </Text>
          </nav>

          <div className={classes.saveInfo}>
            {saveState ? <SaveStatus state={saveState} onRetry={onRetrySave} /> : null}
            {autoSaves ? (
              <Text size="xs" c="dimmed" className={classes.hint}>
                {messages.autoSaved}
              </Text>
            ) : null}
          </div>
        </div>

        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {onEditBasicInfo ? (
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={onEditBasicInfo}
              disabled={busy}
              className={classes.fromXl}
            >
              Edit Basic Info
            </Button>
          ) : null}
          {onSaveAndClose ? (
            <Button
              variant="default"
              size="sm"
              onClick={saveAndClose}
              disabled={isCloseLocked || (busy && pending !== 'saveAndClose')}
              loading={pending === 'saveAndClose'}
              className={classes.fromMd}
            >
              Save and close
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="default" size="sm" onClick={onEdit} disabled={busy}>
              Edit
            </Button>
          ) : null}
          {onPreview ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={onPreview}
              disabled={busy && pending !== 'preview'}
              loading={pending === 'preview'}
              className={classes.fromMd}
            >
              Preview
            </Button>
          ) : null}
          {onSaveDraft ? (
            <Button
              variant="light"
              size="sm"
              onClick={onSaveDraft}
              disabled={busy && pending !== 'saveDraft'}
              loading={pending === 'saveDraft'}
              className={classes.fromSm}
            >
              Save draft
            </Button>
          ) : null}
          {onPublish ? (
            <Button
              size="sm"
              leftSection={<IconRocket size={16} aria-hidden="true" />}
              onClick={onPublish}
              disabled={busy && pending !== 'publish'}
              loading={pending === 'publish'}
            >
              Publish
            </Button>
          ) : null}
          {onEditBasicInfo || onSaveAndClose || onPreview || onSaveDraft ? (
            // Narrower screens keep the less frequent actions here; each item hides where its button shows.
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="More actions"
                  className={classes.belowXl}
                  disabled={busy}
                >
                  <IconDots size={18} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onSaveDraft ? (
                  <Menu.Item className={classes.belowSm} onClick={onSaveDraft}>
                    Save draft
                  </Menu.Item>
                ) : null}
                {onPreview ? (
                  <Menu.Item
                    className={classes.belowMd}
                    leftSection={<IconEye size={16} aria-hidden="true" />}
                    onClick={onPreview}
                  >
                    Preview
                  </Menu.Item>
                ) : null}
                {onEditBasicInfo ? (
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                    onClick={onEditBasicInfo}
                  >
                    Edit Basic Info
                  </Menu.Item>
                ) : null}
                {onSaveAndClose ? (
                  <Menu.Item className={classes.belowMd} onClick={saveAndClose} disabled={isCloseLocked}>
                    Save and close
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </div>
    </div>
  );
}
