import { Box, Heading } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { CompanyPublisher, companyRoleOf, type CompanyPublisherData } from '../components/content/CompanyPublisher';
import { RichText, type RichTextValue } from '../components/content/RichText';
import { Layout } from '../components/layout/Layout';
import { SavContactBox } from '../features/contact/SavContactBox';

// Only the cookie page carries the per-category choice; other pages never download it.
const CookiePreferences = React.lazy(() => import('../features/consent/CookiePreferences'));

type CmsPageData = {
  cmsPage: { slug: string; title: string; seoDescription: string | null; content: RichTextValue };
  /** only on the legal notice, the terms of sale and the privacy policy (their page context names the node) */
  shopCompany: CompanyPublisherData | null;
};

/** A page written in the CMS (about, terms, legal notice, privacy, after-sales…); the connected-home pages have smartlink-page. */
export default function CmsPage({ data }: PageProps<CmsPageData>) {
  const page = data.cmsPage;
  return (
    <Layout>
      <Breadcrumbs items={[{ label: page.title }]} />
      <Box as="article" data-testid="cms-page" data-slug={page.slug}>
        <Heading as="h1" size="3xl" mb="6" data-testid="page-title">{page.title}</Heading>
        {data.shopCompany && <CompanyPublisher company={data.shopCompany} role={companyRoleOf(page.slug)} />}
        <RichText content={page.content} />
        {page.slug === 'sav' && <SavContactBox />}
        {page.slug === 'cookie' && (
          <React.Suspense fallback={null}>
            <CookiePreferences />
          </React.Suspense>
        )}
      </Box>
    </Layout>
  );
}

export function Head({ data }: HeadProps<CmsPageData>) {
  return <Seo title={data.cmsPage.title} description={data.cmsPage.seoDescription} />;
}

export const query = graphql`
  query CmsPage($slug: String!, $companyKey: String!) {
    cmsPage(slug: { eq: $slug }) {
      slug title seoDescription
      content { format value }
    }
    shopCompany(key: { eq: $companyKey }) { ...CompanyPublisher }
  }
`;
