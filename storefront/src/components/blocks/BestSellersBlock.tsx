import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { safeHref } from '../content/inline-markdown';
import { AppLink } from '../common/AppLink';
import { ShopImage } from '../common/ShopImage';
import { Price } from '../product/Price';
import { ProductCard } from '../product/ProductCard';
import { BlockButtons } from './BlockButtons';
import type { BlockMedia, BlockProps } from './types';

type BestSellerItem = { image?: BlockMedia | null; title?: string | null; price?: number | null; ean?: string | null; to?: string | null };

/** Slug of a '/products/{slug}' link, so an item pointing at a product can be matched to it. */
function productSlug(to: string | null | undefined): string | null {
  const match = /^\/products\/([^/?#]+)\/?$/.exec(to ?? '');
  return match ? match[1] : null;
}

/**
 * Best sellers chosen in the CMS. An item that names a catalogue product (by EAN or link) shows that
 * product's card, so price and stock come from Medusa; other items show what the editor typed.
 */
export function BestSellersBlock({ block, resources, headingLevel, headingId }: BlockProps) {
  const items = (block.items ?? []) as BestSellerItem[];
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} data-block="best-sellers">
      {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
      {block.text && <Text mt="2" color="fg.muted">{block.text}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="5" mt="5">
        {items.map((item, index) => {
          const product = resources.productByEan(item.ean) ?? resources.productBySlug(productSlug(item.to));
          if (product) {
            return (
              <li key={index}>
                <ProductCard product={product} />
              </li>
            );
          }
          const image = resources.image(item.image);
          const href = item.to ? safeHref(item.to) : null;
          return (
            <Box as="li" key={index} borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden">
              {image && <ShopImage image={image} alt={item.image?.alt ?? item.title ?? ''} />}
              <Box p="3">
                {href ? <AppLink to={href} fontWeight="medium">{item.title}</AppLink> : <Text fontWeight="medium">{item.title}</Text>}
                {typeof item.price === 'number' && <Price cents={item.price} mt="2" />}
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
      <BlockButtons block={block} />
    </Box>
  );
}
