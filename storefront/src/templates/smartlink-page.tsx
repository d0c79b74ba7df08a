import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { ArticleCard, type ArticleCardData } from '../components/content/ArticleCard';
import { RichText, type RichTextValue } from '../components/content/RichText';
import { Layout } from '../components/layout/Layout';
import { ProductGrid } from '../components/product/ProductGrid';
import type { ProductCardData } from '../lib/product-card-data';
import { smartlinkPath, type SmartlinkSection } from '../lib/smartlink';
import { messages } from '../messages';

type SmartlinkData = {
  cmsPage: { slug: string; title: string; seoDescription: string | null; content: RichTextValue };
  allShopProduct: { nodes: ProductCardData[] };
  allCmsArticle: { nodes: ArticleCardData[] };
};
type SmartlinkContext = { section: SmartlinkSection };

/**
 * /home-smartlink/ and /offre/home-smartlink/ (spec 2.1): the CMS page of the connected-home line or of its offer,
 * then the line's products and articles, each linking to its page in the same section (/home-smartlink/{slug}/ or
 * /offre/home-smartlink/{slug}/). A template of its own, so the other CMS pages carry no product or article grid.
 */
export default function SmartlinkPage({ data, pageContext }: PageProps<SmartlinkData, SmartlinkContext>) {
  const page = data.cmsPage;
  const linkTo = (slug: string) => smartlinkPath(pageContext.section, slug);
  const articles = data.allCmsArticle.nodes;
  return (
    <Layout>
      <Breadcrumbs items={[{ label: page.title }]} />
      <Box as="article" data-testid="cms-page" data-slug={page.slug}>
        <Heading as="h1" size="3xl" mb="6" data-testid="page-title">{page.title}</Heading>
        <RichText content={page.content} />
      </Box>
      {data.allShopProduct.nodes.length > 0 && (
        <Box as="section" aria-labelledby="gamme-produits" mt="10">
          <Heading as="h2" id="gamme-produits" size="xl" mb="4">{messages.smartlink.products}</Heading>
          <ProductGrid products={data.allShopProduct.nodes} linkTo={linkTo} />
        </Box>
      )}
      {articles.length > 0 && (
        <Box as="section" aria-labelledby="gamme-articles" mt="10">
          <Heading as="h2" id="gamme-articles" size="xl" mb="4">{messages.smartlink.articles}</Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} to={linkTo(article.slug)} />
              </li>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Layout>
  );
}

export function Head({ data }: HeadProps<SmartlinkData>) {
  return <Seo title={data.cmsPage.title} description={data.cmsPage.seoDescription} />;
}

export const query = graphql`
  query SmartlinkPage($slug: String!, $productPaths: [String!]!, $articleCategory: String!) {
    cmsPage(slug: { eq: $slug }) {
      slug title seoDescription
      content { format value }
    }
    allShopProduct(filter: { categoryPaths: { in: $productPaths } }, sort: { title: ASC }) {
      nodes { ...ProductCard }
    }
    allCmsArticle(filter: { categorySlug: { eq: $articleCategory } }, sort: { publishedAt: DESC }) {
      nodes {
        slug title excerpt author publishedAt categorySlug
        category { name }
        image {
          alt
          file {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 480, aspectRatio: 1.7778, breakpoints: [480, 960], formats: [WEBP], placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
  }
`;
