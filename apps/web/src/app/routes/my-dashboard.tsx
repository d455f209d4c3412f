import type { MyCanvas } from '@canvas/shared';
import { QueryState } from '@/components/query-state';
import { useCanvas } from '@/features/canvases/api/get-canvas';
import { BusinessStats } from '@/features/dashboard/components/business-stats';
import { MyDashboard } from '@/features/dashboard/components/my-dashboard';
import type { DashboardTab } from '@/features/dashboard/dashboard-model';
import { MyOpportunities } from '@/features/opportunities/my-opportunities/my-opportunities';
import { PostedOpportunities } from '@/features/opportunities/posted/posted-opportunities';
import { MyTeam } from '@/features/team/components/my-team';
import { useUserInfo } from '@/features/users/api/get-user-info';

/** The tabs that need the canvas's locations (the team's staff, the location filters). */
function WithCanvasDetail({
  canvas,
  tab,
}: {
  canvas: MyCanvas;
  tab: 'team' | 'posted_opportunity' | 'stats';
}) {
  const query = useCanvas(canvas.id);
  return (
    <QueryState query={query} what="this canvas">
      {(detail) => {
        if (tab === 'team') return <MyTeam canvas={detail} />;
        if (tab === 'stats')
          return <BusinessStats canvasId={canvas.id} locations={detail.detail.locations} />;
        return (
          <PostedOpportunities
            canvas={{ id: canvas.id, type: canvas.type, job: canvas.job, locations: detail.detail.locations }}
          />
        );
      }}
    </QueryState>
  );
}

function renderTab(tab: DashboardTab, canvas: MyCanvas) {
  if (tab === 'my_opportunities') {
    const business = canvas.type === 'business';
    return (
      <MyOpportunities
        // A salon applies with nobody's canvas: its dashboard lists all of the user's applications.
        canvasId={business ? null : canvas.id}
        // Spec 3 §6: a business's non-admin members may neither withdraw nor message posters.
        readOnly={business && canvas.memberRole !== null && canvas.memberRole !== 'Admin'}
      />
    );
  }
  if (tab === 'team') return <MyTeam canvas={{ id: canvas.id, type: canvas.type }} />;
  return <WithCanvasDetail key={`${canvas.id}-${tab}`} canvas={canvas} tab={tab} />;
}

/**
 * /my-dashboard and /home (spec 3 "My Dashboard"): the dashboard shell from features/dashboard with
 * each tab composed from its feature (My Team, Posted Opportunities, My Opportunities, Stats).
 */
function MyDashboardPage() {
  // A fresh copy of the user: the welcome overlay and the sidebar's dot read it.
  useUserInfo();
  return <MyDashboard renderTab={renderTab} />;
}

export { MyDashboardPage as Component };
