import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or a page's first data is loading. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader color="plum.6" type="dots" aria-label={label} />
    </Center>
  );
}
