import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { ShopImage } from '../common/ShopImage';
import { BlockButtons } from './BlockButtons';
import { variantsMedia, type BlockProps } from './types';

/** A horizontal strip: picture on one side, message and buttons on the other. */
export function BannerBlock({ block, resources, headingLevel, headingId }: BlockProps) {
  const image = resources.image(variantsMedia(block.image));
  return (
    <Flex as="section" aria-labelledby={block.title ? headingId : undefined} direction={{ base: 'column', md: 'row' }} bg="surface" borderRadius="lg" overflow="hidden" align="stretch" data-block="banner">
      {image && (
        <Box flex="1" minW="0">
          <ShopImage image={image} alt={block.image?.alt ?? ''} style={{ height: '100%' }} fit="cover" />
        </Box>
      )}
      <Box flex="1" p={{ base: '6', md: '10' }} alignSelf="center">
        {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
        {block.text && <Text mt="3">{block.text}</Text>}
        <BlockButtons block={block} />
      </Box>
    </Flex>
  );
}
