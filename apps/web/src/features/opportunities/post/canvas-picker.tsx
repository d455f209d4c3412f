import { messages } from '@canvas/shared';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useOrgCanvases } from '../api/get-org-canvases';

/** Without `?id=`: which of the user's business or school canvases posts the opportunity. */
export function CanvasPicker({ onPick }: { onPick: (canvasId: number) => void }) {
  const canvases = useOrgCanvases();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <SurfaceCard component="section">
      <QueryState
        query={canvases}
        what="your canvases"
        isEmpty={(list) => list.length === 0}
        empty={
          <Stack gap="sm" align="flex-start">
            <Text>Opportunities are posted by a business or school canvas, and you have none yet.</Text>
            <Button component={Link} to={paths.myCanvases.getHref()} variant="default">
              Go to my portfolios
            </Button>
          </Stack>
        }
      >
        {(list) => (
          <Stack gap="md">
            <Select
              label="Post for"
              placeholder="Choose a canvas"
              size="md"
              data={list.map((canvas) => ({ value: String(canvas.id), label: canvas.name || canvas.slug }))}
              value={picked}
              onChange={setPicked}
            />
            <Group justify="flex-end">
              <Button
                size="md"
                onClick={() => {
                  if (picked === null) notify.info({ id: 'select-canvas', message: messages.selectCanvas });
                  else onPick(Number(picked));
                }}
              >
                Continue
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </SurfaceCard>
  );
}
