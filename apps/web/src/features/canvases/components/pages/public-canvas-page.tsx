import type { Canvas } from '@canvas/shared';
import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useCanvasOpportunities } from '@/api/opportunities/get-canvas-opportunities';
import { OpportunityCard, OpportunityCardGrid } from '@/components/opportunity-card';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { useCanvas } from '../../api/get-canvas';
import { canvasPageError } from '../canvas-not-found';
import { CanvasView } from '../canvas-view/canvas-view';
import { isOrgType, truncateText } from '../canvas-view/view-rules';

const ORG_FALLBACK_DESCRIPTION = {
  business: (name: string) => `${name} on Canvas: about us, our team, locations and current opportunities.`,
  school: (name: string) => `${name} on Canvas: why choose our school, programs, campuses and job showcase.`,
};

/** Page title and description of a canvas, as the server puts them in the shared page's head. */
export function canvasMeta(canvas: Pick<Canvas, 'introduction' | 'owner' | 'type'>) {
  const about = canvas.introduction.description.replace(/\s+/g, ' ').trim();
  if (isOrgType(canvas.type)) {
    // A business or school is named by its own name and headline, never its owner's.
    const name = canvas.introduction.name.trim() || (canvas.type === 'school' ? 'School' : 'Business');
    const headline = canvas.introduction.headline || canvas.introduction.title;
    return {
      title: headline ? `${name} · ${headline}` : name,
      description: about ? truncateText(about, 160).text : ORG_FALLBACK_DESCRIPTION[canvas.type](name),
    };
  }
  const name =
    canvas.introduction.name.trim() ||
    `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim() ||
    'Portfolio';
  const title = canvas.introduction.title ? `${name} · ${canvas.introduction.title}` : name;
  const fallback = `${name}'s ${canvas.type} portfolio on Canvas: work, experience and how to book.`;
  return { title, description: about ? truncateText(about, 160).text : fallback };
}

/** /canvas/{slug or id}: a canvas for everyone (drafts and private ones for the owner only). */
export function PublicCanvasPage() {
  const { idOrSlug = '' } = useParams();
  const query = useCanvas(idOrSlug);
  return (
    <QueryState
      query={query}
      what="this portfolio"
      loading={<PageLoader label="Loading portfolio" />}
      renderError={canvasPageError}
    >
      {(canvas) => <PublicCanvas canvas={canvas} />}
    </QueryState>
  );
}

function PublicCanvas({ canvas }: { canvas: Canvas }) {
  const meta = canvasMeta(canvas);
  const isOrg = isOrgType(canvas.type);
  const noun = isOrg ? 'canvas' : 'portfolio';
  // Current Opportunities (school: Job Showcase) shows only when the canvas has some to list.
  const opportunities = useCanvasOpportunities(canvas.id, isOrg).data ?? [];
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      {canvas.status !== 'public' ? (
        <Alert
          color="champagne"
          variant="light"
          radius={0}
          icon={<IconEyeOff size={18} aria-hidden="true" />}
          title={canvas.status === 'draft' ? `This ${noun} is a draft` : `This ${noun} is private`}
        >
          Only you can see it. Publish it from your {noun}s to share this link.
        </Alert>
      ) : null}
      <CanvasView
        canvas={canvas}
        mode="public"
        opportunities={
          opportunities.length > 0 ? (
            <OpportunityCardGrid>
              {opportunities.map((opportunity) => (
                <OpportunityCard key={opportunity.id} opportunity={opportunity} />
              ))}
            </OpportunityCardGrid>
          ) : undefined
        }
      />
    </>
  );
}
