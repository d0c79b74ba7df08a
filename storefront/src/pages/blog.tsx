import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { ArticleCard, type ArticleCardData } from '../components/content/ArticleCard';
import { Layout } from '../components/layout/Layout';
import { BlogSearch } from '../features/blog/BlogSearch';
import { StaticIsland } from '../features/static-island/StaticIsland';
import { groupArticlesByCategory } from '../lib/blog';
import { messages } from '../messages';

type BlogData = {
  allCmsArticle: { nodes: ArticleCardData[] };
  allCmsArticleCategory: { nodes: { slug: string; name: string; description: string | null }[] };
};

/**
 * /blog: every visible article, grouped by category (static, from the build). The search field and the category
 * chips query the CMS at run time and show their answers in place of the groups while a search is active.
 */
export default function BlogPage({ data }: PageProps<BlogData>) {
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.breadcrumb.blog }]} />
      <Heading as="h1" size="3xl" data-testid="page-title">{messages.blog.title}</Heading>
      <Text color="fg.muted" mt="1">{messages.blog.description}</Text>
      <BlogSearch categories={data.allCmsArticleCategory.nodes} articles={data.allCmsArticle.nodes}>
        {/* the build's list: its server HTML is kept on a first load (no card hydrated, no date formatted) */}
        <StaticIsland>
          <ArticleGroups data={data} />
        </StaticIsland>
      </BlogSearch>
    </Layout>
  );
}

function ArticleGroups({ data }: { data: BlogData }) {
  const groups = groupArticlesByCategory(data.allCmsArticle.nodes, data.allCmsArticleCategory.nodes);
  const uncategorised = data.allCmsArticle.nodes.filter((a) => !groups.some((g) => g.articles.includes(a)));
  return (
    <>
      {data.allCmsArticle.nodes.length === 0 && <Text mt="6">{messages.blog.empty}</Text>}
      {[...groups, ...(uncategorised.length ? [{ category: { slug: 'autres', name: messages.blog.others, description: null }, articles: uncategorised }] : [])].map(
        ({ category, articles }) => (
          <Box as="section" key={category.slug} id={category.slug} aria-labelledby={`titre-${category.slug}`} mt="10" scrollMarginTop="4">
            <Heading as="h2" id={`titre-${category.slug}`} size="xl" mb="4">{category.name}</Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {articles.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </SimpleGrid>
          </Box>
        ),
      )}
    </>
  );
}

export function Head(_: HeadProps<BlogData>) {
  return (
    <Seo title={messages.blog.title} description={messages.blog.description}>
      {/* Feed readers find the blog's RSS 2.0 feed (GET /api/flux/rss) from here. */}
      <link rel="alternate" type="application/rss+xml" title={messages.blog.rssTitle} href="/api/flux/rss" />
    </Seo>
  );
}

export const query = graphql`
  query BlogPage {
    allCmsArticle(sort: { publishedAt: DESC }) {
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
    allCmsArticleCategory(sort: { name: ASC }) {
      nodes { slug name description }
    }
  }
`;
