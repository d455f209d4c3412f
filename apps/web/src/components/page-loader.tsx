import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or a page's first data is loading. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      {/* An image named by the label: axe allows no aria-label on a span without a role. */}
      <Loader color="plum.6" type="dots" role="img" aria-label={label} />
    </Center>
  );
}
