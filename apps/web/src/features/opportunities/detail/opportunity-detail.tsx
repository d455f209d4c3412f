import type { MediaItem, Opportunity } from '@canvas/shared';
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  IconClockExclamation,
  IconCode,
  IconCopy,
  IconEyeOff,
  IconMapPin,
  IconPlayerPlay,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDuplicateOpportunity } from '@/api/opportunities/duplicate-opportunity';
import { EmbedSnippetModal } from '@/components/embed-snippet/embed-snippet';
import { mediaSources } from '@/components/media/media-image';
import { opportunityLocationLabel } from '@/components/opportunity-card';
import { PageLcpImage, PageMeta } from '@/components/page-meta';
import { SiteLink } from '@/components/site-link';
import { SurfaceCard } from '@/components/surface-card';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSetOpportunityStatus } from '../api/set-opportunity-status';
import { ApplyPanel } from './apply-panel';
import { CountViewIsland } from './count-view';
import { isOpportunityExpired } from './detail-rules';
import { DetailTopBar } from './detail-top-bar';
import classes from './opportunity-detail.module.css';
import { PaySummary } from './pay-summary';
import { SimilarOpportunitiesIsland } from './similar-opportunities';
import { VisitorApplyIsland } from './visitor-apply';

export interface DetailFlags {
  /** ?isEmbedded: shown inside a business's own site, with a Back button and no owner actions. */
  isEmbedded: boolean;
  /** ?is_preview: the poster previews it before publishing (Back to the editor, and Publish). */
  isPreview: boolean;
  /** ?from_dashboard: opened from the dashboard's list, with a Back button. */
  fromDashboard: boolean;
  /** ?autoplay=true: the featured video starts on its own (muted, as browsers require). */
  autoplay: boolean;
  /** ?hideCompany: the embed snippet without 'Include Why Join Our Team' leaves out the company. */
  hideCompany: boolean;
}

/**
 * A stored photo's address and, when it has WebP copies, their srcset; older items without copies
 * are drawn from their `image` or `url` as before.
 */
function photoSources(item: MediaItem): { src: string; srcSet?: string } {
  const sources = mediaSources(item);
  return sources.srcSet ? sources : { src: item.image ?? item.url };
}

/**
 * How wide the featured photo is drawn (opportunity-detail.module.css): the page's width less its
 * padding, or from 64em the wide column of its 1080 px.
 */
const FEATURED_SIZES = '(min-width: 64em) 632px, (min-width: 48em) calc(100vw - 88px), calc(100vw - 36px)';

/**
 * The featured photo: the first screen's picture, fetched first (and preloaded by the server-rendered
 * page), in a box sized before it loads.
 */
function FeaturedPhoto({ item }: { item: MediaItem }) {
  const { src, srcSet } = photoSources(item);
  return (
    <>
      <PageLcpImage href={src} srcSet={srcSet} sizes={FEATURED_SIZES} />
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? FEATURED_SIZES : undefined}
        width={item.dimensions?.width}
        height={item.dimensions?.height}
        alt=""
        loading="eager"
        fetchPriority="high"
        className={classes.featured}
      />
    </>
  );
}

function CompanyLogo({ item }: { item: MediaItem }) {
  const { src, srcSet } = photoSources(item);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '56px' : undefined}
      width={56}
      height={56}
      alt=""
      loading="lazy"
      decoding="async"
      className={classes.companyLogo}
    />
  );
}

function DetailsTable({ opportunity }: { opportunity: Opportunity }) {
  const rows: [string, string][] = [
    ['Job type', opportunity.jobType?.name ?? ''],
    ['Category', opportunity.jobCategory?.name ?? ''],
    ['Payment structure', opportunity.additional.paymentStructure?.name ?? ''],
    ['Brand type', opportunity.brand === 'Not a Brand' ? '' : opportunity.brand],
    ['Expires', formatDate(opportunity.expire)],
  ];
  // A plain table: the app's Mantine stylesheet leaves Table out (only the dashboards' DataTable
  // chunk brings its CSS), and two label/value columns need nothing of it.
  return (
    <table className={classes.detailsTable} aria-label="Details">
      <tbody>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** Additional information: the retail brands and software the poster works with, as tags. */
function AdditionalInfo({ opportunity }: { opportunity: Opportunity }) {
  const groups = [
    { label: 'Retail brands', items: opportunity.additional.retailBrands },
    { label: 'Software', items: opportunity.additional.softwares },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <SurfaceCard component="section" aria-label="Additional information">
      <Title order={2} size="h4" mb="sm">
        Additional information
      </Title>
      <Stack gap="sm">
        {groups.map((group) => (
          <div key={group.label}>
            <Text size="sm" fw={600} mb={4}>
              {group.label}
            </Text>
            <Group gap={6}>
              {group.items.map((item) => (
                <Badge key={item.name} variant="light" color="plum" tt="none">
                  {item.name}
                </Badge>
              ))}
            </Group>
          </div>
        ))}
      </Stack>
    </SurfaceCard>
  );
}

/** How to apply, for visitors: the steps before Apply with my Portfolio works for them. */
function HowToApply() {
  return (
    <SurfaceCard component="section" aria-label="How to apply">
      <Title order={2} size="h4" mb="sm">
        How to apply
      </Title>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>Sign in, or create your free Canvas account.</List.Item>
        <List.Item>Build your student or professional portfolio.</List.Item>
        <List.Item>Come back here and choose Apply with my Portfolio.</List.Item>
      </List>
    </SurfaceCard>
  );
}

/** The poster's bar (spec 3): Edit, Set as Public / Private, and Embed and Duplicate. */
function OwnerActions({ opportunity }: { opportunity: Opportunity }) {
  const status = useSetOpportunityStatus();
  const duplicate = useDuplicateOpportunity();
  const [embedOpened, setEmbedOpened] = useState(false);
  const makePublic = opportunity.status !== 'public';
  const title = opportunity.jobTitle?.name ?? 'Opportunity';
  return (
    <Group gap="sm">
      <Button
        component={SiteLink}
        variant="default"
        to={paths.dashboardPostOpportunity.getHref({
          id: opportunity.canvasId,
          opportunityId: opportunity.id,
          isEdit: true,
        })}
      >
        Edit
      </Button>
      <Button
        variant="light"
        loading={status.isPending}
        onClick={() =>
          status.mutate(
            { id: opportunity.id, status: makePublic ? 'public' : 'private' },
            {
              onSuccess: () =>
                notify.success(makePublic ? 'The opportunity is public' : 'The opportunity is private'),
            },
          )
        }
      >
        {makePublic ? 'Set as Public' : 'Set as Private'}
      </Button>
      <Button
        variant="default"
        leftSection={<IconCode size={18} aria-hidden="true" />}
        onClick={() => setEmbedOpened(true)}
      >
        Embed
      </Button>
      <Button
        variant="default"
        leftSection={<IconCopy size={18} aria-hidden="true" />}
        loading={duplicate.isPending || duplicate.isSuccess}
        onClick={() => duplicate.mutate(opportunity.id)}
      >
        Duplicate
      </Button>
      <EmbedSnippetModal
        opened={embedOpened}
        onClose={() => setEmbedOpened(false)}
        slug={opportunity.slug}
        title={`${title} at ${opportunity.canvasName}`}
        visible={opportunity.status === 'public' && !isOpportunityExpired(opportunity.expire)}
      />
    </Group>
  );
}

/** Spec 3 "Opportunity detail": everything about one opportunity, and applying to it. */
export function OpportunityDetail({ opportunity, flags }: { opportunity: Opportunity; flags: DetailFlags }) {
  const { autoplay } = flags;
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const title = opportunity.jobTitle?.name ?? 'Opportunity';
  const location = opportunityLocationLabel(opportunity);
  const expired = isOpportunityExpired(opportunity.expire);
  const { featuredPhoto, featuredVideo, companyPhoto } = opportunity.media;
  const { about, tagLine, website } = opportunity.additional;
  const companyHref = paths.canvas.getHref(opportunity.canvasSlug || String(opportunity.canvasId));
  // Inside another site's iframe, whatever leaves this page opens a tab of its own.
  const outward = flags.isEmbedded ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};

  return (
    <div className={classes.page}>
      <PageMeta
        title={`${title} at ${opportunity.canvasName}`}
        description={tagLine || `${title} at ${opportunity.canvasName}`}
      />
      <CountViewIsland id={opportunity.id} />
      <Stack gap="xl">
        {flags.isPreview || flags.isEmbedded || flags.fromDashboard ? (
          <DetailTopBar opportunity={opportunity} mode={flags.isPreview ? 'preview' : 'back'} />
        ) : null}

        {expired ? (
          <Alert
            color="champagne"
            variant="light"
            icon={<IconClockExclamation size={18} aria-hidden="true" />}
            title="This opportunity has expired"
          >
            It no longer takes applications. Set a later expiration date to open it again.
          </Alert>
        ) : opportunity.status !== 'public' && opportunity.canEdit ? (
          <Alert
            color="champagne"
            variant="light"
            icon={<IconEyeOff size={18} aria-hidden="true" />}
            title="This opportunity is not public"
          >
            Only your team can see it. Set it as public to take applications.
          </Alert>
        ) : null}

        <Stack gap="xs">
          <Group gap="xs">
            {opportunity.jobType ? (
              <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
                {opportunity.jobType.name}
              </Text>
            ) : null}
            {opportunity.competition ? (
              <Badge color="champagne" variant="light">
                CONTEST
              </Badge>
            ) : null}
          </Group>
          <Title order={1}>{title}</Title>
          <Group gap="md" wrap="wrap">
            <Anchor component={SiteLink} to={companyHref} fw={600} {...outward}>
              {opportunity.canvasName}
            </Anchor>
            {location ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden="true" />
                <Text size="sm">{location}</Text>
              </Group>
            ) : null}
          </Group>
          <PaySummary pay={opportunity.additional.pay} />
        </Stack>

        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {expired ? null : flags.isEmbedded ? (
              // Applying needs the reader's session and portfolio: on Canvas's own page, in a new tab,
              // so the framed page itself changes nothing with a click.
              <Button
                component="a"
                href={paths.opportunityDetail.getHref(opportunity.slug)}
                {...outward}
                leftSection={<IconSend size={18} aria-hidden="true" />}
              >
                Apply with my Portfolio
              </Button>
            ) : isSignedIn ? (
              <ApplyPanel opportunity={opportunity} />
            ) : (
              <VisitorApplyIsland path={pathname} />
            )}
            {featuredVideo ? (
              <Button
                component="a"
                href="#featured-video"
                variant="subtle"
                leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
              >
                Watch our video
              </Button>
            ) : null}
          </Group>
          {/* Never inside another site's iframe, where a click could be a clickjacker's. */}
          {opportunity.canEdit && !flags.isEmbedded ? <OwnerActions opportunity={opportunity} /> : null}
        </Group>

        <div className={classes.layout}>
          <Stack gap="xl">
            {featuredPhoto ? <FeaturedPhoto item={featuredPhoto} /> : null}
            <SurfaceCard component="section" aria-label="Description">
              <Title order={2} size="h4" mb="sm">
                Description
              </Title>
              {/* The server sanitizes the description with an allow-list before storing it. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitized by the API (spec 3 §3). */}
              <div className={classes.description} dangerouslySetInnerHTML={{ __html: opportunity.editor }} />
            </SurfaceCard>
            {featuredVideo ? (
              <section aria-label="Featured video" id="featured-video">
                <Title order={2} size="h4" mb="sm">
                  Watch our video
                </Title>
                <video
                  className={classes.video}
                  src={featuredVideo.url}
                  poster={featuredVideo.image}
                  width={featuredVideo.dimensions?.width}
                  height={featuredVideo.dimensions?.height}
                  controls
                  preload="metadata"
                  autoPlay={autoplay}
                  muted={autoplay}
                />
              </section>
            ) : null}
          </Stack>
          <Stack gap="xl">
            <SurfaceCard component="section" aria-label="Details">
              <Title order={2} size="h4" mb="sm">
                Details
              </Title>
              <DetailsTable opportunity={opportunity} />
            </SurfaceCard>
            <AdditionalInfo opportunity={opportunity} />
            {isSignedIn ? null : <HowToApply />}
            {flags.hideCompany ? null : (
              <SurfaceCard component="section" aria-label="About the company">
                <Group gap="sm" mb="sm" wrap="nowrap">
                  {companyPhoto ? <CompanyLogo item={companyPhoto} /> : null}
                  <div>
                    <Title order={2} size="h4">
                      {opportunity.canvasName}
                    </Title>
                    {tagLine ? (
                      <Text size="sm" c="dimmed">
                        {tagLine}
                      </Text>
                    ) : null}
                  </div>
                </Group>
                {about ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }} mb="sm">
                    {about}
                  </Text>
                ) : null}
                <Group gap="md">
                  {website ? (
                    <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
                      Website
                    </Anchor>
                  ) : null}
                  <Anchor component={SiteLink} to={companyHref} size="sm" {...outward}>
                    View canvas
                  </Anchor>
                </Group>
              </SurfaceCard>
            )}
          </Stack>
        </div>
        {/* A business's own site shows its opportunity, not others'. */}
        {flags.isEmbedded ? null : <SimilarOpportunitiesIsland id={opportunity.id} />}
      </Stack>
    </div>
  );
}
