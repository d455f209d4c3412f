import { Modal, Text } from '@mantine/core';
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

/** The product video in a modal (its own chunk: the video section loads it when first opened). */
export function VideoModal({
  video,
  opened,
  onClose,
}: {
  video: ProductVideo;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={video.title} size="xl">
      {opened ? <VideoPlayer video={video} /> : null}
    </Modal>
  );
}
