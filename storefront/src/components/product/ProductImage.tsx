import { Box, Flex } from '@chakra-ui/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { messages } from '../../messages';
import { ShopImage } from '../common/ShopImage';

/** `priority` (fetched first) defaults to `loading="eager"`: an eager product picture is above the fold (LCP). */
type Props = { image: IGatsbyImageData | null | undefined; alt: string; loading?: 'eager' | 'lazy'; priority?: boolean };

/** A processed product image, or a neutral square when the download failed at build time. */
export function ProductImage({ image, alt, loading = 'lazy', priority = loading === 'eager' }: Props) {
  if (!image) {
    return (
      <Flex aspectRatio="1" bg="surface" align="center" justify="center" color="fg.muted" fontSize="sm" role="img" aria-label={alt}>
        <Box as="span" aria-hidden="true">
          {messages.product.noImage}
        </Box>
      </Flex>
    );
  }
  return <ShopImage image={image} alt={alt} loading={loading} priority={priority} aspectRatio="1 / 1" fit="contain" />;
}
