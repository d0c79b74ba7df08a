import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { safeHref } from '../content/inline-markdown';
import { AppLink } from '../common/AppLink';
import { ShopImage } from '../common/ShopImage';
import { BlockButtons } from './BlockButtons';
import type { BlockMedia, BlockProps } from './types';

type CategoryItem = { title?: string | null; image?: BlockMedia | null; to?: string | null };

/** Picture tiles leading to categories (or any page the editor links). */
export function CategoryBlock({ block, resources, headingLevel, headingId, firstScreen = false }: BlockProps) {
  const items = ((block.items ?? []) as CategoryItem[]).filter((item) => item.title && item.to && safeHref(item.to));
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} data-block="category">
      {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
      {block.text && <Text mt="2" color="fg.muted">{block.text}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 6 }} gap="4" mt="5">
        {items.map((item, index) => {
          const image = resources.image(item.image);
          return (
            <Box as="li" key={index} position="relative" borderRadius="md" overflow="hidden" bg="surface" _hover={{ boxShadow: 'md' }}>
              {/* on the first screen a tile is the phone's largest picture (its LCP): fetched with the page, not after layout */}
              {image && <ShopImage image={image} alt="" loading={firstScreen ? 'eager' : 'lazy'} />}
              <Box p="3" textAlign="center" fontWeight="bold">
                <AppLink to={safeHref(item.to as string) as string} color="brand.fg" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
                  {item.title}
                </AppLink>
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
      <BlockButtons block={block} />
    </Box>
  );
}
