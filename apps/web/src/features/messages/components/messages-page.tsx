import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { ChannelList } from './channel-list';
import { Conversation } from './conversation';
import classes from './messages-page.module.css';
import { NewGroupModal } from './new-group-modal';
import { useLiveChat } from './use-live-chat';

/** From this width the list and the conversation sit side by side; below it they are two screens. */
export const TWO_PANE_QUERY = '(min-width: 48em)';

function selectedFrom(searchParams: URLSearchParams, state: unknown): number | null {
  const fromQuery = Number(searchParams.get('channelId'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  if (typeof state === 'object' && state !== null && 'channelId' in state) {
    const fromState = Number(state.channelId);
    if (Number.isInteger(fromState) && fromState > 0) return fromState;
  }
  return null;
}

/** Spec 3 "Chat (/message)": the channel list and one conversation; `channelId` selects it. */
export function MessagesPage() {
  const { user } = useSession();
  const meId = user?.id;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = selectedFrom(searchParams, location.state);
  const isTwoPane = useMediaQuery(TWO_PANE_QUERY, true, { getInitialValueInEffect: false }) ?? true;
  const [newGroupOpened, setNewGroupOpened] = useState(false);
  const conversationRef = useRef<HTMLDivElement>(null);

  const open = (channelId: number) => navigate(paths.messages.getHref(channelId));
  const backToList = () => {
    navigate(paths.messages.getHref());
    // The list's button of the conversation just left takes the focus back.
    const left = selectedId;
    requestAnimationFrame(() => {
      document.querySelector<HTMLButtonElement>(`button[data-channel="${left}"]`)?.focus();
    });
  };

  useLiveChat(meId, (channelId) => {
    if (channelId === selectedId) navigate(paths.messages.getHref(), { replace: true });
  });

  // Phones: Escape in the conversation returns to the list (dialogs over it close first).
  useEffect(() => {
    if (isTwoPane || selectedId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!conversationRef.current?.contains(event.target as Node)) return;
      backToList();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const showList = isTwoPane || selectedId === null;
  const showConversation = selectedId !== null;

  return (
    <div className={classes.shell} data-two-pane={isTwoPane || undefined}>
      <PageMeta title="Messages" description="Your conversations on Canvas." />
      {showList ? (
        <ChannelList
          meId={meId}
          selectedId={selectedId}
          onSelect={open}
          onNewGroup={() => setNewGroupOpened(true)}
        />
      ) : null}
      {showConversation ? (
        <div ref={conversationRef} className={classes.conversationSlot}>
          <Conversation
            key={selectedId}
            channelId={selectedId}
            meId={meId}
            showBack={!isTwoPane}
            onBack={backToList}
            onClosed={() => navigate(paths.messages.getHref(), { replace: true })}
          />
        </div>
      ) : isTwoPane ? (
        <div className={classes.placeholder}>
          <IconMessageCircle size={40} stroke={1.4} aria-hidden="true" />
          <Text c="dimmed" size="sm">
            Choose a conversation to read it here.
          </Text>
        </div>
      ) : null}
      <NewGroupModal
        opened={newGroupOpened}
        onClose={() => setNewGroupOpened(false)}
        meId={meId}
        onCreated={(channelId) => {
          setNewGroupOpened(false);
          open(channelId);
        }}
      />
    </div>
  );
}
