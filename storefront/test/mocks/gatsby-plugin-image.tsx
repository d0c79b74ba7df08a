import React from 'react';

export type IGatsbyImageData = { width: number; height: number; layout: string; images: { fallback?: { src: string; srcSet?: string; sizes?: string }; sources?: { srcSet: string; sizes?: string; type: string }[] } };

/** A plain <img> so tests can assert the alt text and the chosen source. */
export function GatsbyImage({ image, alt }: { image: IGatsbyImageData; alt: string }) {
  return <img src={image.images.fallback?.src} alt={alt} />;
}
