import styled from 'styled-components';
import { theme } from 'shared-ui';
import { IMAGES, type ImageName } from '../media/catalog';
import type { ImageSource } from '../media/image-asset';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const srcSet = (sources: readonly ImageSource[]) => sources.map(({ url, width }) => `${url} ${width}w`).join(', ');

interface PictureProps {
  name: ImageName;
  alt: string;
  /** How wide the image shows, so the browser picks the smaller file on phones. */
  sizes?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** An illustration as AVIF with a WebP fallback, with intrinsic size set so the layout does not jump. */
export function Picture({ name, alt, sizes = '(min-width: 768px) 50vw, 100vw', priority = false, className }: PictureProps) {
  const image = IMAGES[name];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <Img
        src={image.webp[image.webp.length - 1].url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
