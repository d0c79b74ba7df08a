import { Box, Heading, Text } from '@chakra-ui/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { formatDate } from '../../lib/format';
import { routes } from '../../lib/routes';
import { AppLink } from '../common/AppLink';
import { ShopImage } from '../common/ShopImage';

export type ArticleCardData = {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string | null;
  categorySlug: string | null;
  category: { name: string } | null;
  image: { alt: string | null; file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null } | null;
};

/** `to`: the article's page elsewhere than /blog/ (the connected-home line's section). */
export function ArticleCard({ article, to }: { article: ArticleCardData; to?: string }) {
  const image = article.image?.file?.childImageSharp?.gatsbyImageData;
  const date = formatDate(article.publishedAt);
  return (
    <Box as="article" position="relative" borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden" h="full" _hover={{ boxShadow: 'md' }} data-testid="article-card">
      {/* a plain <picture>: gatsby-plugin-image's runtime would be in /blog's first JavaScript for it */}
      {image && <ShopImage image={image} alt={article.image?.alt ?? ''} aspectRatio="16 / 9" />}
      <Box p="4">
        {article.category && <Text fontSize="xs" textTransform="uppercase" color="accent" fontWeight="bold">{article.category.name}</Text>}
        <Heading as="h3" size="md" mt="1">
          <AppLink to={to ?? routes.article(article.slug)} color="fg" data-testid="article-link" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {article.title}
          </AppLink>
        </Heading>
        {article.excerpt && <Text mt="2" fontSize="sm" color="fg.muted" lineClamp={3}>{article.excerpt}</Text>}
        {date && <Text mt="2" fontSize="xs" color="fg.muted"><time dateTime={article.publishedAt ?? undefined}>{date}</time></Text>}
      </Box>
    </Box>
  );
}
