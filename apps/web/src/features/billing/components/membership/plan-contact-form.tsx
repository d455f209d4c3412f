import { CONTACT_JOB_COUNT } from '@canvas/shared';
import { useState } from 'react';
import { postsLabel } from '../../model/purchase-rules';
import { MessageSentDialog, PayContactForm } from '../contact/pay-contact-form';

/**
 * The 25+ tier of a plan change (spec 3) → the 'Message sent!' dialog, whose Done leaves the page. In
 * the page, not a dialog, because picking 25+ is itself the step that leads to it.
 */
export function PlanContactForm({ canvasId, onDone }: { canvasId: number; onDone: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <PayContactForm
        canvasId={canvasId}
        onSent={() => setSent(true)}
        label={`Contact us about ${postsLabel(CONTACT_JOB_COUNT)}`}
      />
      <MessageSentDialog opened={sent} onDone={onDone} />
    </>
  );
}
