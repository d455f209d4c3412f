import { Button, Container, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { defineIsland } from '@/lib/define-island';
import { type ProductVideo, productVideo } from '../../content/site';
import classes from './marketing.module.css';

// The modal's code loads when it first opens, with the styles a prerendered page defers.
const VideoModal = lazy(() =>
  Promise.all([import('./video-modal'), loadDeferredStyles()]).then(([module]) => ({
    default: module.VideoModal,
  })),
);

/** The watch-video block and its modal (spec 1 §2.5). Renders nothing without a video. */
export function VideoSection({
  video,
  title,
  text,
}: {
  video: ProductVideo | null;
  title: string;
  text: string;
}) {
  const [isOpen, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing it animates.
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!video) return null;
  return (
    <section className={classes.videoSection} aria-labelledby="video-title">
      <Container size="md" className={classes.videoInner}>
        <Eyebrow tone="onBrand">Watch</Eyebrow>
        <Title order={2} id="video-title" className={classes.onBrandTitle}>
          {title}
        </Title>
        <Text className={classes.onBrandText}>{text}</Text>
        <Button
          size="lg"
          color="blush.2"
          leftSection={<IconPlayerPlayFilled size={18} aria-hidden="true" />}
          onClick={open}
        >
          Watch the video
        </Button>
      </Container>
      {used ? (
        <Suspense fallback={null}>
          <VideoModal video={video} opened={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** VideoSection on a prerendered page: the play button and its modal come to life as an island. */
export const VideoIsland = defineIsland('video', VideoSection, 'form');

/** The home and campaign pages' product video; the section is left out until a video is configured. */
export function ProductVideoSection() {
  return productVideo ? (
    <VideoIsland
      video={productVideo}
      title="See Canvas in two minutes"
      text="How portfolios, opportunities and hiring come together in one place."
    />
  ) : null;
}
