import type { Canvas } from '@canvas/shared';
import { Skeleton, Stack } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCanvas } from '../../api/get-canvas';
import { type PersonalCanvasType, unsavedCanvas } from '../model/draft';
import classes from './canvas-editor-page.module.css';
import { CanvasLoadState } from './canvas-load-state';
import { EditorWorkspace } from './editor-workspace';

/** The editor's shape while its canvas loads (every editor shows it). */
export function EditorSkeleton() {
  return (
    <div className={classes.skeleton} role="status" aria-busy="true" aria-label="Loading your portfolio">
      <Stack gap="sm">
        <Skeleton height={14} width={120} />
        <Skeleton height={34} width="60%" />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={64} radius="lg" />
        ))}
      </Stack>
      <Skeleton className={classes.skeletonPreview} radius="lg" />
    </div>
  );
}

/**
 * /student-canvas[/:idOrSlug] and /professional-canvas[/:idOrSlug]. Without an id the editor
 * starts empty and its first save creates the canvas; the address then changes to the new slug
 * without reloading the editor, so nothing typed in between is lost.
 */
export function CanvasEditorPage({ type }: { type: PersonalCanvasType }) {
  const { idOrSlug } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useCanvas(idOrSlug);
  const createdSlug = useRef<string | null>(null);

  const owner = useMemo<Canvas['owner']>(
    () => ({
      id: user?.id ?? 0,
      firstName: user?.profile.firstName ?? '',
      lastName: user?.profile.lastName ?? '',
      avatar: user?.profile.avatar ?? null,
    }),
    [user],
  );
  const shell = useMemo(() => unsavedCanvas(type, owner), [type, owner]);

  if (!idOrSlug || idOrSlug === createdSlug.current) {
    return (
      <EditorWorkspace
        key="new"
        type={type}
        canvas={null}
        baseCanvas={query.data ?? shell}
        onCreated={(saved) => {
          createdSlug.current = saved.slug;
          navigate(paths.canvasEditor[type].getHref(saved.slug), { replace: true });
        }}
      />
    );
  }

  return (
    <CanvasLoadState query={query} expectedType={type} skeleton={<EditorSkeleton />}>
      {(canvas) => <EditorWorkspace key={canvas.id} type={type} canvas={canvas} baseCanvas={canvas} />}
    </CanvasLoadState>
  );
}
