import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { DESCRIPTION_PREVIEW_CHARS, truncateText } from './view-rules';

interface TruncatedTextProps {
  text: string;
  max?: number;
  className?: string;
}

/** Long text cut at 200 characters with See More / See less (spec 2 §5). */
export function TruncatedText({ text, max = DESCRIPTION_PREVIEW_CHARS, className }: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncateText(text, max);
  return (
    <div className={className}>
      {expanded || !preview.isTruncated ? text : preview.text}
      {preview.isTruncated ? (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
          >
            {expanded ? 'See less' : 'See More'}
          </Anchor>
        </>
      ) : null}
    </div>
  );
}
