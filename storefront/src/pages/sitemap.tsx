import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AppLink } from '../components/common/AppLink';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { FOOTER_GROUPS } from '../components/layout/Footer';
import { categoryUrl } from '../lib/categories';
import { routes } from '../lib/routes';
import { messages } from '../messages';

type SitemapData = {
  allShopCategory: { nodes: { name: string; path: string; depth: number }[] };
  allCmsArticle: { nodes: { slug: string; title: string }[] };
};

/** /sitemap: every category, the site's fixed pages and the blog articles. */
export default function SitemapPage({ data }: PageProps<SitemapData>) {
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.footer.sitemap }]} />
      <Heading as="h1" size="3xl" mb="6">{messages.footer.sitemap}</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">{messages.products.title}</Heading>
          <Box as="ul" listStyleType="none">
            {data.allShopCategory.nodes.map((c) => (
              <Box as="li" key={c.path} ps={`${c.depth * 1.25}rem`} py="0.5">
                <AppLink to={categoryUrl(c.path)}>{c.name}</AppLink>
              </Box>
            ))}
          </Box>
        </Box>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">{messages.footer.help}</Heading>
          <Box as="ul" listStyleType="none">
            {[...FOOTER_GROUPS.flatMap((g) => g.links), { to: routes.pro, label: messages.menu.pro }].map((link) => (
              <Box as="li" key={link.to} py="0.5"><AppLink to={link.to}>{link.label}</AppLink></Box>
            ))}
          </Box>
        </Box>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3"><AppLink to={routes.blog}>{messages.blog.title}</AppLink></Heading>
          <Box as="ul" listStyleType="none">
            {data.allCmsArticle.nodes.map((a) => (
              <Box as="li" key={a.slug} py="0.5"><AppLink to={routes.article(a.slug)}>{a.title}</AppLink></Box>
            ))}
          </Box>
        </Box>
      </SimpleGrid>
    </Layout>
  );
}

export function Head(_: HeadProps<SitemapData>) {
  return <Seo title={messages.footer.sitemap} />;
}

export const query = graphql`
  query SitemapPage {
    allShopCategory(sort: { path: ASC }) { nodes { name path depth } }
    allCmsArticle(sort: { title: ASC }) { nodes { slug title } }
  }
`;
