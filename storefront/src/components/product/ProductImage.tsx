import { Box, Flex } from '@chakra-ui/react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { messages } from '../../messages';

type Props = { image: IGatsbyImageData | null | undefined; alt: string; loading?: 'eager' | 'lazy' };

/** A processed product image, or a neutral square when the download failed at build time. */
export function ProductImage({ image, alt, loading = 'lazy' }: Props) {
  if (!image) {
    return (
      <Flex aspectRatio="1" bg="surface" align="center" justify="center" color="fg.muted" fontSize="sm" role="img" aria-label={alt}>
        <Box as="span" aria-hidden="true">
          {messages.product.noImage}
        </Box>
      </Flex>
    );
  }
  return <GatsbyImage image={image} alt={alt} loading={loading} style={{ aspectRatio: '1 / 1' }} objectFit="contain" />;
}
