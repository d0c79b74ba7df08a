import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { ShopImage } from '../common/ShopImage';
import { BlockButtons } from './BlockButtons';
import { variantsMedia, type BlockProps } from './types';

/** Full-width picture with the title and buttons over a dark veil (text stays readable on any photo). */
export function HeroBlock({ block, resources, headingLevel, headingId }: BlockProps) {
  const media = variantsMedia(block.image);
  const image = resources.image(media);
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} position="relative" borderRadius="lg" overflow="hidden" bg="brand.800" color="white" minH={{ base: '18rem', md: '26rem' }} data-block="hero">
      {image && (
        <ShopImage image={image} alt={block.image?.alt ?? ''} loading="eager" priority={headingLevel === 'h1'} fill fit="cover" />
      )}
      <Box position="relative" bgGradient="to-r" gradientFrom="blackAlpha.700" gradientTo="transparent" h="full" minH="inherit" display="flex" alignItems="center">
        <Box p={{ base: '6', md: '12' }} maxW="40rem">
          {block.title && (
            <Heading as={headingLevel} id={headingId} size={{ base: '2xl', md: '4xl' }} fontWeight="black">
              {block.title}
            </Heading>
          )}
          {block.text && <Text mt="3" fontSize={{ base: 'md', md: 'lg' }}>{block.text}</Text>}
          <BlockButtons block={block} inverted />
        </Box>
      </Box>
    </Box>
  );
}
