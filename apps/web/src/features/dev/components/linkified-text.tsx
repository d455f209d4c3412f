import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with every http(s) URL turned into a link (the mailbox's way of making links clickable). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // Underlined: in running text a link must differ by more than its colour (WCAG 1.4.1).
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <Anchor key={index} href={part} inherit underline="always" style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
