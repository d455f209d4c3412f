import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MessageSentDialog, PayContactForm } from '../contact/pay-contact-form';

/** '4+' Contact For Pricing (spec 3 §9): the pay contact form in a dialog → the 'Message sent!' dialog. */
export function ContactSalesModal({
  opened,
  onClose,
  canvasId,
}: {
  opened: boolean;
  onClose: () => void;
  canvasId: number;
}) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <Modal opened={opened} onClose={onClose} title="Contact us for pricing" size={520}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Plans with 4 or more job posts are set up with our team. Leave your details and we will reach out.
          </Text>
          <PayContactForm
            canvasId={canvasId}
            inDialog
            onCancel={onClose}
            onSent={() => {
              onClose();
              setSent(true);
            }}
          />
        </Stack>
      </Modal>
      <MessageSentDialog opened={sent} onDone={() => setSent(false)} />
    </>
  );
}
