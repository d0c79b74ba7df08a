import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { ShopImage } from '../common/ShopImage';
import { BlockButtons } from './BlockButtons';
import { variantsMedia, type BlockProps } from './types';

type FeatureItem = { title?: string | null; text?: string | null };

/** A selling point: title, text, optional picture and a grid of short feature items. */
export function FeatureBlock({ block, resources, headingLevel, headingId }: BlockProps) {
  const image = resources.image(variantsMedia(block.image));
  const items = (block.items ?? []) as FeatureItem[];
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} data-block="feature">
      <SimpleGrid columns={{ base: 1, lg: image ? 2 : 1 }} gap="8" alignItems="center">
        <Box>
          {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
          {block.text && <Text mt="3" color="fg.muted">{block.text}</Text>}
          {items.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" mt="6">
              {items.map((item, index) => (
                <Box as="li" key={index} borderInlineStartWidth="3px" borderColor="copper.500" ps="3">
                  {item.title && <Heading as={headingLevel === 'h1' ? 'h2' : 'h3'} size="md">{item.title}</Heading>}
                  {item.text && <Text fontSize="sm" color="fg.muted" mt="1">{item.text}</Text>}
                </Box>
              ))}
            </SimpleGrid>
          )}
          <BlockButtons block={block} />
        </Box>
        {image && (
          <Box borderRadius="lg" overflow="hidden">
            <ShopImage image={image} alt={block.image?.alt ?? ''} />
          </Box>
        )}
      </SimpleGrid>
    </Box>
  );
}
