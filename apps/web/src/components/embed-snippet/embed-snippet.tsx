import { messages } from '@canvas/shared';
import { Alert, Button, Group, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import classes from './embed-snippet.module.css';
import { embedSnippet, embedUrl } from './embed-url';

export interface EmbedSnippetProps {
  /** The opportunity's slug. */
  slug: string;
  /** Names the iframe for screen readers on the business's site, e.g. 'Senior Stylist at Luxe Salon'. */
  title: string;
  /** Where this app is served; the current origin by default. */
  origin?: string;
  /** False for a private or expired opportunity: its frame shows 'not available' until it is public. */
  visible?: boolean;
}

/**
 * The embed panel (spec 3 "Posted Opportunities"): a copyable iframe snippet of the opportunity's
 * embedded page, with 'Include Why Join Our Team' (the company section) and Copy, which confirms
 * 'Code snippet copied to clipboard'. Used on the publish-success page, the owner's detail page and
 * (issue 23) the dashboard's card menu.
 */
export function EmbedSnippet({
  slug,
  title,
  origin = window.location.origin,
  visible = true,
}: EmbedSnippetProps) {
  const [includeCompany, setIncludeCompany] = useState(true);
  const clipboard = useClipboard({ timeout: 2500 });
  const snippet = embedSnippet(embedUrl(origin, slug, { includeCompany }), title);
  const copy = () => {
    clipboard.copy(snippet);
    notify.success({ id: 'embed-copied', message: messages.embedCodeCopied });
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Paste this code into a page of your website to show this opportunity there, with its apply button.
      </Text>
      {visible ? null : (
        <Alert color="champagne" variant="light" title="Not shown yet">
          Other sites show this opportunity once it is public and not expired.
        </Alert>
      )}
      <Switch
        label={messages.embedIncludeCompany}
        checked={includeCompany}
        onChange={(event) => setIncludeCompany(event.currentTarget.checked)}
      />
      <Textarea
        label="Embed code"
        value={snippet}
        readOnly
        rows={4}
        className={classes.code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="flex-end">
        <Button
          onClick={copy}
          className={classes.copy}
          leftSection={
            clipboard.copied ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconCopy size={18} aria-hidden="true" />
            )
          }
        >
          {clipboard.copied ? 'Copied' : 'Copy code'}
        </Button>
      </Group>
    </Stack>
  );
}

/** The embed panel in a dialog (the detail page's Embed button, the dashboard's 'Copy embedded code'). */
export function EmbedSnippetModal({
  opened,
  onClose,
  ...props
}: EmbedSnippetProps & { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Embed this opportunity" size="lg">
      <EmbedSnippet {...props} />
    </Modal>
  );
}
