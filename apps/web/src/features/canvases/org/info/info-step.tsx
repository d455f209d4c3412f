import type { Canvas } from '@canvas/shared';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { SurfaceCard } from '@/components/surface-card';
import { useCanvas } from '../../api/get-canvas';
import { CanvasLoadState } from '../../editor/components/canvas-load-state';
import { FormSkeleton } from '../../editor/components/education-info-page';
import { RequiredFieldsModal } from '../../editor/components/modals/required-fields-modal';
import { CreateGate } from './create-gate';
import { AccountNumberInput, ContactNumberInput } from './info-fields';
import { InfoActions, InfoLayout, type InfoLayoutProps, infoActionButton, infoBackLink } from './info-layout';
import type { InfoFields, InfoStep } from './use-info-step';

interface InfoStepPageProps extends Omit<InfoLayoutProps, 'children'> {
  /** ?slug=: the canvas whose details the step edits; null creates a new canvas. */
  slug: string | null;
  meta: { title: string; description: string };
  /** The step's form, for the loaded canvas or (null) a new one. */
  renderForm: (canvas: Canvas | null) => ReactNode;
}

/**
 * The page of an info step: the canvas of ?slug= loaded (and checked to be of the step's type)
 * before its form shows, or a new canvas's form behind the gate of the accounts that may create one.
 */
export function InfoStepPage({ slug, meta, renderForm, ...layout }: InfoStepPageProps) {
  const canvas = useCanvas(slug);
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <InfoLayout {...layout}>
        {slug ? (
          <CanvasLoadState query={canvas} expectedType={layout.type} skeleton={<InfoSkeleton />}>
            {(loaded) => renderForm(loaded)}
          </CanvasLoadState>
        ) : (
          <CreateGate type={layout.type}>{renderForm(null)}</CreateGate>
        )}
      </InfoLayout>
    </>
  );
}

export function InfoSkeleton() {
  return (
    <SurfaceCard>
      <FormSkeleton />
    </SurfaceCard>
  );
}

interface InfoStepFormProps<Field extends string> {
  step: InfoStep<Field>;
  /** The form's accessible name. */
  label: string;
  /** The editor of the canvas being edited ('Back to my canvas'); null on a new canvas. */
  backHref: string | null;
  /** The other way on, beside the main button: save, then the plan payment page. */
  payment: { label: string; icon: ReactNode };
  submitLabel: string;
  children: ReactNode;
}

/** An info step's form: back to the canvas when editing, the step's sections, its two buttons and the modal. */
export function InfoStepForm<Field extends string>({
  step,
  label,
  backHref,
  payment,
  submitLabel,
  children,
}: InfoStepFormProps<Field>) {
  const navigate = useNavigate();
  return (
    <form onSubmit={step.submitTo('editor')} noValidate aria-label={label}>
      <Stack gap="lg">
        {backHref ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            className={infoBackLink}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => navigate(backHref)}
            disabled={step.saving}
          >
            Back to my canvas
          </Button>
        ) : null}
        {children}
        <InfoActions>
          <Button
            variant="default"
            size="md"
            classNames={infoActionButton}
            leftSection={payment.icon}
            loading={step.going === 'payment'}
            disabled={step.saving && step.going !== 'payment'}
            onClick={() => step.submitTo('payment')()}
          >
            {payment.label}
          </Button>
          <Button
            type="submit"
            size="md"
            classNames={infoActionButton}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            loading={step.going === 'editor'}
            disabled={step.saving && step.going !== 'editor'}
          >
            {submitLabel}
          </Button>
        </InfoActions>
      </Stack>
      <RequiredFieldsModal {...step.requiredFields} />
    </form>
  );
}

interface InfoNumberFieldsProps {
  form: InfoFields;
  showAccountNumber: boolean;
  /** The account (Sold to) number's label and description on this step. */
  account: { label: string; description: string };
}

/** The primary contact number and, for the retail partner's users, the account (Sold to) number. */
export function InfoNumberFields({ form, showAccountNumber, account }: InfoNumberFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: showAccountNumber ? 2 : 1 }} spacing="md">
      <ContactNumberInput
        id="contact-number"
        label="Primary contact number"
        placeholder="Digits only"
        value={form.values.contactNumber}
        onChange={(contactNumber) => form.setFieldValue('contactNumber', contactNumber)}
        error={form.errors.contactNumber}
      />
      {showAccountNumber ? (
        <AccountNumberInput
          id="account-number"
          label={account.label}
          description={account.description}
          placeholder="e.g. 1234567890"
          value={form.values.scSalonId}
          onChange={(scSalonId) => form.setFieldValue('scSalonId', scSalonId)}
          error={form.errors.scSalonId}
        />
      ) : null}
    </SimpleGrid>
  );
}
