import { Button, Group } from '@mantine/core';
import { IconBookmark, IconSend } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useCurrentSearch, useSiteNavigate } from '@/components/site-link';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { defineIsland } from '@/lib/define-island';
import { paths } from '@/lib/paths';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand';

// The dialog's code (Mantine's Modal) loads at the first click of Apply, with the styles a
// server-rendered page defers, so the first screen's island stays small.
const SignInToApplyDialog = lazy(() =>
  Promise.all([import('./sign-in-to-apply-dialog'), loadDeferredStyles()]).then(([module]) => ({
    default: module.SignInToApplyDialog,
  })),
);

/**
 * Apply with my Portfolio and Bookmark for a visitor (spec 3 §5; a member gets ApplyPanel): Apply
 * asks them to sign in, Bookmark sends them there, and either comes back to this page. An island
 * of the server-rendered page (issue 24), so no router: `path` is the page's own path, its query
 * is read at the click.
 */
export function VisitorApply({ path }: { path: string }) {
  const navigate = useSiteNavigate();
  const currentSearch = useCurrentSearch();
  const dialog = useDialogOnDemand();
  const signIn = () => navigate(paths.signIn.getHref({ from: `${path}${currentSearch()}` }));
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconSend size={18} aria-hidden="true" />} onClick={dialog.open}>
          Apply with my Portfolio
        </Button>
        <Button
          variant="default"
          leftSection={<IconBookmark size={18} aria-hidden="true" />}
          onClick={signIn}
        >
          Bookmark
        </Button>
      </Group>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SignInToApplyDialog opened={dialog.opened} onClose={dialog.close} onSignIn={signIn} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Gated: a press before it is live would be lost (global.css paints the waiting buttons as live ones,
 * so the page's main call to action never changes colour when it wakes).
 */
export const VisitorApplyIsland = defineIsland('opportunity-apply', VisitorApply, 'form');
