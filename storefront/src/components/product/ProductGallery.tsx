import { Box, SimpleGrid } from '@chakra-ui/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { ProductImage } from './ProductImage';
import { StaticIsland } from '../../features/static-island/StaticIsland';

export type GalleryImage = { alt: string; file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null };

/** Tells the browser an image is shown at `sizes`, so a half-width view does not download the large file. */
export function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback ? { ...image.images.fallback, sizes } : undefined,
      sources: image.images.sources?.map((source) => ({ ...source, sizes })),
    },
  };
}

/** First image large and loaded at once (it is the page's main picture), the others below at half width. */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [main, ...others] = images;
  return (
    <StaticIsland>
      <Box data-testid="product-gallery">
        <Box borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden" bg="white">
          <ProductImage image={main?.file?.childImageSharp?.gatsbyImageData} alt={main?.alt ?? title} loading="eager" />
        </Box>
        {others.length > 0 && (
          <SimpleGrid columns={2} gap="3" mt="3">
            {others.map((image, index) => {
              const data = image.file?.childImageSharp?.gatsbyImageData;
              return (
                <Box key={index} borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden" bg="white">
                  <ProductImage image={data ? withSizes(data, '(min-width: 1024px) 320px, 50vw') : null} alt={image.alt} />
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </Box>
    </StaticIsland>
  );
}
