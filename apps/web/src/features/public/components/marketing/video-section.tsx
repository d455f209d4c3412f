import { Button, Container, Modal, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { Eyebrow } from '@/components/eyebrow';
import type { ProductVideo } from '../../content/site';
import classes from './marketing.module.css';
import { youtubeEmbedUrl, youtubeVideoId } from './video';

function VideoPlayer({ video }: { video: ProductVideo }) {
  if (video.kind === 'mp4') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: product films are captioned in the file itself
      <video
        className={classes.videoFrame}
        src={video.src}
        controls
        autoPlay
        playsInline
        title={video.title}
      />
    );
  }
  const id = youtubeVideoId(video.url);
  if (!id) return <Text>This video is not available.</Text>;
  return (
    <iframe
      className={classes.videoFrame}
      src={youtubeEmbedUrl(id)}
      title={video.title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}

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
      <Modal opened={isOpen} onClose={close} title={video.title} size="xl">
        {isOpen ? <VideoPlayer video={video} /> : null}
      </Modal>
    </section>
  );
}
