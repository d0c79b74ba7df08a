import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useMemo } from 'react';
import { CmsBlock } from '../components/blocks/registry';
import { createBlockResources, type HomepageMedia } from '../components/blocks/resources';
import type { BlockData } from '../components/blocks/types';
import { AppLink } from '../components/common/AppLink';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { StaticIsland } from '../features/static-island/StaticIsland';
import { ProductGrid } from '../components/product/ProductGrid';
import { categoryUrl } from '../lib/categories';
import type { ProductCardData } from '../lib/product-card-data';
import { messages, SHOP_NAME } from '../messages';

type HomeData = {
  cmsHomepage: { title: string | null; seoDescription: string | null; sections: BlockData[]; media: HomepageMedia[] } | null;
  ranges: { nodes: { name: string; path: string; description: string; menuTag: string | null }[] };
  bestSellers: { nodes: ProductCardData[] };
  byEan: { nodes: ProductCardData[] };
  bySlug: { nodes: ProductCardData[] };
};

function Ranges({ ranges }: { ranges: HomeData['ranges']['nodes'] }) {
  return (
    <Box as="section" aria-labelledby="gammes" data-testid="home-ranges">
      <Heading as="h2" id="gammes" size="2xl">{messages.home.ranges}</Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="5">
        {ranges.map((range) => (
          <Box as="li" key={range.path} position="relative" p="5" borderRadius="md" bg="surface" borderTopWidth="4px" borderColor="copper.500" _hover={{ boxShadow: 'md' }}>
            <Heading as="h3" size="md">
              <AppLink to={categoryUrl(range.path)} color="brand.fg" data-testid="range-link" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
                {range.name}
              </AppLink>
            </Heading>
            <Text mt="2" fontSize="sm" color="fg.muted" lineClamp={3}>{range.description}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The CMS's category and best-seller blocks are the home page's 'Nos différentes gammes' and 'Nos
 * meilleures ventes' (editors choose pictures and order). When the CMS has no such block, the page
 * builds the section from the catalogue instead, so the spec's two sections are always there.
 */
export default function HomePage({ data }: PageProps<HomeData>) {
  const sections = data.cmsHomepage?.sections ?? [];
  const resources = useMemo(
    () => createBlockResources(data.cmsHomepage?.media ?? [], [...data.byEan.nodes, ...data.bySlug.nodes]),
    [data],
  );
  const has = (type: string) => sections.some((block) => block.__component === type);
  const fallbacks = (
    <>
      {!has('blocks.category') && <Ranges ranges={data.ranges.nodes} />}
      {!has('blocks.best-sellers') && data.bestSellers.nodes.length > 0 && (
        <Box as="section" aria-labelledby="meilleures-ventes" data-testid="home-best-sellers">
          <Heading as="h2" id="meilleures-ventes" size="2xl" mb="5">{messages.home.bestSellers}</Heading>
          <ProductGrid products={data.bestSellers.nodes} />
        </Box>
      )}
    </>
  );
  // The page's h1 is the hero's title when the CMS starts with a hero; otherwise a visually hidden one.
  const [first, ...rest] = sections;
  const leadingHero = first?.__component === 'blocks.hero' ? first : null;
  const others = leadingHero ? rest : sections;
  return (
    <Layout>
      <Stack gap={{ base: '10', md: '14' }}>
        {leadingHero ? (
          <CmsBlock block={leadingHero} resources={resources} headingLevel="h1" headingId="bloc-0" />
        ) : (
          <Heading as="h1" className="visually-hidden">{`${SHOP_NAME} – ${messages.home.title}`}</Heading>
        )}
        <StaticIsland>{fallbacks}</StaticIsland>
        {others.map((block, index) => (
          <CmsBlock key={`${block.__component}-${block.id ?? index}`} block={block} resources={resources} headingId={`bloc-${index + 1}`} firstScreen={index === 0} />
        ))}
      </Stack>
    </Layout>
  );
}

export function Head({ data }: HeadProps<HomeData>) {
  return <Seo title={data.cmsHomepage?.title || `${SHOP_NAME} – ${messages.home.title}`} description={data.cmsHomepage?.seoDescription || messages.home.description} />;
}

export const query = graphql`
  query HomePage($blockEans: [String] = [], $blockSlugs: [String] = []) {
    cmsHomepage {
      title
      seoDescription
      sections
      media {
        url
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 1400, breakpoints: [480, 960, 1400], formats: [WEBP], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    ranges: allShopCategory(filter: { depth: { eq: 0 } }, sort: [{ rank: ASC }, { name: ASC }]) {
      nodes { name path description menuTag }
    }
    bestSellers: allShopProduct(filter: { bestSeller: { eq: true } }, sort: { title: ASC }, limit: 12) {
      nodes { ...ProductCard }
    }
    byEan: allShopProduct(filter: { ean: { in: $blockEans } }) {
      nodes { ...ProductCard }
    }
    bySlug: allShopProduct(filter: { slug: { in: $blockSlugs } }) {
      nodes { ...ProductCard }
    }
  }
`;
