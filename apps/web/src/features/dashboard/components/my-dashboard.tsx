import { effectiveTarget, type MyCanvas, messages } from '@canvas/shared';
import { Badge, Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRemoveDashboardDot } from '@/api/notifications/remove-dashboard-dot';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SiteLink } from '@/components/site-link';
import { SurfaceCard } from '@/components/surface-card';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDashboardCanvases } from '../api/get-dashboard-canvases';
import { useMarkDashboardWelcomed } from '../api/mark-dashboard-welcomed';
import {
  canvasOptionLabel,
  type DashboardTab,
  pickCanvas,
  pickTab,
  TAB_LABELS,
  tabsFor,
  unpaidStateOf,
  viewAsLabel,
  welcomeKindOf,
} from '../dashboard-model';
import classes from './my-dashboard.module.css';
import { WelcomeOverlay } from './welcome-overlay';

export interface MyDashboardProps {
  /** The content of a tab for a canvas; the route composes it from the features. */
  renderTab: (tab: DashboardTab, canvas: MyCanvas) => ReactNode;
}

/** Queries the shell keeps fresh (the bell's count, the user's info) are no part of a tab's load. */
const isTabQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] !== 'notifications' && queryKey[0] !== 'user';

/** Spec 3 dashboard shell: leaving My Dashboard clears the sidebar's dot, for end users only. */
function useClearDotOnLeave() {
  const { user } = useSession();
  const { mutate } = useRemoveDashboardDot();
  const endUser = user?.role.value === 'end_user';
  const latest = useRef({ mutate, endUser });
  latest.current = { mutate, endUser };
  useEffect(
    () => () => {
      if (latest.current.endUser) latest.current.mutate();
    },
    [],
  );
}

/**
 * My Dashboard (spec 3): the Dashboard switcher picks the canvas (`viewCanvas`), the tabs of its
 * type's dashboard (`tabType`), the unpaid plans' Subscribe, 'View as {role}' for staff, the first
 * visit's welcome and, with no canvas, the way to create one.
 */
export function MyDashboard({ renderTab }: MyDashboardProps) {
  const { user } = useSession();
  const query = useDashboardCanvases();
  const [params] = useSearchParams();
  const welcomed = useMarkDashboardWelcomed();
  useClearDotOnLeave();

  const current = query.data ? pickCanvas(query.data, params.get('viewCanvas')) : undefined;
  const welcomeKind = welcomeKindOf(current?.type ?? null, user ? effectiveTarget(user) : null);

  return (
    <Stack gap="xl">
      <PageMeta title="My Dashboard" description="Your opportunities, applicants, team and stats." />
      <header>
        <Eyebrow>My Dashboard</Eyebrow>
        <Title order={1}>
          {user?.profile.firstName ? `Good to see you, ${user.profile.firstName}.` : 'Good to see you.'}
        </Title>
      </header>
      <QueryState
        query={query}
        what="your dashboard"
        isEmpty={(canvases) => canvases.length === 0}
        empty={<NoCanvas />}
      >
        {(canvases) => <CanvasDashboard canvases={canvases} renderTab={renderTab} />}
      </QueryState>
      {/* Keyed by kind: another canvas type starts its own steps from the first. */}
      <WelcomeOverlay
        key={welcomeKind}
        kind={welcomeKind}
        opened={user?.dashboardWelcome === true && query.isSuccess}
        onClose={() => welcomed.mutate()}
      />
    </Stack>
  );
}

function NoCanvas() {
  return (
    <SurfaceCard>
      <Stack align="center" gap="md" py="xl">
        <Text fw={600} ta="center">
          {messages.dashboardNoCanvas}
        </Text>
        <Button component={SiteLink} to={paths.addCanvas.getHref()}>
          Create a canvas
        </Button>
      </Stack>
    </SurfaceCard>
  );
}

interface CanvasDashboardProps {
  canvases: MyCanvas[];
  renderTab: MyDashboardProps['renderTab'];
}

function CanvasDashboard({ canvases, renderTab }: CanvasDashboardProps) {
  const [params, setParams] = useSearchParams();
  const busy = useIsFetching({ predicate: (query) => isTabQuery(query.queryKey) }) > 0;
  const canvas = pickCanvas(canvases, params.get('viewCanvas'));
  if (!canvas) return null;
  const tabs = tabsFor(canvas);
  const tab = pickTab(tabs, params.get('tabType'));
  const unpaid = unpaidStateOf(canvas);
  const viewAs = viewAsLabel(canvas);

  const show = (next: { viewCanvas: number; tabType?: DashboardTab }) => {
    const query = new URLSearchParams({ viewCanvas: String(next.viewCanvas) });
    if (next.tabType) query.set('tabType', next.tabType);
    setParams(query);
  };
  const changeTab = (value: string | null) => {
    if (!value || value === tab) return;
    // Spec 3 §4: switching tabs while one is loading warns instead.
    if (busy) {
      notify.warning({ id: 'dashboard-loading', message: messages.dashboardLoading });
      return;
    }
    const next = tabs.find((candidate) => candidate === value);
    if (next) show({ viewCanvas: canvas.id, tabType: next });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" className={classes.head}>
        <Select
          label="Dashboard"
          size="md"
          className={classes.switcher}
          data={canvases.map((option) => ({ value: String(option.id), label: canvasOptionLabel(option) }))}
          value={String(canvas.id)}
          allowDeselect={false}
          onChange={(value) => {
            if (value && value !== String(canvas.id)) show({ viewCanvas: Number(value) });
          }}
        />
        {viewAs ? (
          <Badge variant="light" size="lg" className={classes.viewAs}>
            {viewAs}
          </Badge>
        ) : null}
      </Group>
      {unpaid ? (
        <SurfaceCard>
          <Stack align="center" gap="md" py="xl">
            <Text fw={600} ta="center">
              {unpaid.text}
            </Text>
            <Button component={SiteLink} to={unpaid.href}>
              Subscribe
            </Button>
          </Stack>
        </SurfaceCard>
      ) : (
        <Tabs value={tab ?? null} onChange={changeTab} keepMounted={false}>
          <div className={classes.tabsScroll}>
            <Tabs.List className={classes.tabsList}>
              {tabs.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {TAB_LABELS[value]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </div>
          {tabs.map((value) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {value === tab ? renderTab(value, canvas) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
