import { MediaImage, type MediaImageProps, mediaSources } from '@/components/media/media-image';
import { PageLcpImage } from '@/components/page-meta';

type HeroPictureProps = Omit<MediaImageProps, 'loading' | 'fetchPriority'> & {
  /** The picture the first screen is drawn around (default): fetched first, and preloaded. */
  main?: boolean;
};

/**
 * A picture of the hero, in the first screen: loaded at once. The main one (the cover, or the
 * portrait or logo without one) is fetched before anything else and named for the server's page
 * to preload (issue 24: its largest contentful paint).
 */
export function HeroPicture({ main = true, ...props }: HeroPictureProps) {
  const { src, srcSet } = mediaSources(props.item);
  return (
    <>
      {main ? <PageLcpImage href={src} srcSet={srcSet} sizes={props.sizes ?? '100vw'} /> : null}
      <MediaImage {...props} loading="eager" fetchPriority={main ? 'high' : undefined} />
    </>
  );
}
