import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';

type Props = {
  image: IGatsbyImageData;
  alt: string;
  loading?: 'eager' | 'lazy';
  /** the page's main picture (its LCP element): fetched before other images */
  priority?: boolean;
  fit?: 'contain' | 'cover';
  /** CSS aspect-ratio of the box ('1 / 1'); the file's own ratio otherwise */
  aspectRatio?: string;
  /** fills a positioned parent (a hero's background) instead of taking the file's width */
  fill?: boolean;
  /** extra styles of the <img> (a height that follows its parent) */
  style?: React.CSSProperties;
};

/**
 * A build-time processed image (gatsby-plugin-image data) as a plain <picture>: the static HTML alone shows it,
 * with no runtime code, no hydration work and no fade-in that waits for JavaScript, so it can stay inside a
 * StaticIsland and be the page's LCP element as soon as it arrives. Width and height reserve the box (no shift);
 * a cover image shows the file's dominant colour while it loads.
 */
export function ShopImage({ image, alt, loading = 'lazy', priority = false, fit = 'cover', aspectRatio, fill = false, style }: Props) {
  const { fallback, sources = [] } = image.images;
  const box: React.CSSProperties = fill
    ? { position: 'absolute', inset: 0, width: '100%', height: '100%' }
    : { width: '100%', height: 'auto', maxWidth: image.layout === 'constrained' ? `${image.width}px` : undefined, aspectRatio };
  return (
    // display: contents: the <img> is sized by the picture's parent, as if the <picture> were not there
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={`${source.type}-${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} sizes={source.sizes} media={source.media} />
      ))}
      <img
        alt={alt}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : loading}
        decoding="async"
        // React 18 passes the lowercase attribute through (its camelCase name arrives with React 19)
        {...(priority ? { fetchpriority: 'high' } : {})}
        style={{ display: 'block', objectFit: fit, backgroundColor: fit === 'cover' ? image.backgroundColor : undefined, ...box, ...style }}
      />
    </picture>
  );
}
