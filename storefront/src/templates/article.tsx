import { Box, Heading, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { AppLink } from '../components/common/AppLink';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { RichText, type RichTextValue } from '../components/content/RichText';
import { Layout } from '../components/layout/Layout';
import { formatDate } from '../lib/format';
import { routes } from '../lib/routes';
import { messages } from '../messages';

type ArticleData = {
  cmsArticle: {
    slug: string;
    title: string;
    author: string | null;
    excerpt: string | null;
    publishedAt: string | null;
    content: RichTextValue;
    category: { name: string; slug: string } | null;
    image: { alt: string | null; file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null } | null;
  };
};

export default function ArticlePage({ data }: PageProps<ArticleData>) {
  const article = data.cmsArticle;
  const image = article.image?.file?.childImageSharp?.gatsbyImageData;
  const date = formatDate(article.publishedAt);
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.breadcrumb.blog, to: routes.blog }, { label: article.title }]} />
      <Box as="article" maxW="52rem" mx="auto" data-testid="article-page" data-slug={article.slug}>
        {article.category && (
          <Text fontSize="sm" textTransform="uppercase" color="accent" fontWeight="bold">
            <AppLink to={`${routes.blog}#${article.category.slug}`} color="accent">{article.category.name}</AppLink>
          </Text>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mt="1" data-testid="article-title">{article.title}</Heading>
        <Text color="fg.muted" mt="2" fontSize="sm">
          {article.author && messages.blog.by(article.author)}
          {article.author && date && ' · '}
          {date && <time dateTime={article.publishedAt ?? undefined}>{date}</time>}
        </Text>
        {image && (
          <Box mt="6" borderRadius="lg" overflow="hidden">
            <GatsbyImage image={image} alt={article.image?.alt ?? ''} loading="eager" />
          </Box>
        )}
        {article.excerpt && <Text mt="6" fontSize="lg" fontWeight="medium">{article.excerpt}</Text>}
        <Box mt="6">
          <RichText content={article.content} />
        </Box>
        <Box mt="10">
          <AppLink to={routes.blog} color="brand.fg" fontWeight="bold">← {messages.blog.backToBlog}</AppLink>
        </Box>
      </Box>
    </Layout>
  );
}

/** In the connected-home line's sections (lib/smartlink.ts) the canonical address stays /blog/{slug}/. */
export function Head({ data, pageContext }: HeadProps<ArticleData, { canonical?: string }>) {
  return (
    <Seo title={data.cmsArticle.title} description={data.cmsArticle.excerpt}>
      {pageContext.canonical && <link rel="canonical" href={pageContext.canonical} />}
    </Seo>
  );
}

export const query = graphql`
  query ArticlePage($slug: String!) {
    cmsArticle(slug: { eq: $slug }) {
      slug title author excerpt publishedAt
      content { format value }
      category { name slug }
      image {
        alt
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 832, breakpoints: [416, 832], formats: [WEBP], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;
