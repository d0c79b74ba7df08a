import { Box, Heading } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { CompanyPublisher, companyRoleOf, type CompanyPublisherData } from '../components/content/CompanyPublisher';
import { RichText, type RichTextValue } from '../components/content/RichText';
import { proPaths } from '../features/pro-area/paths';
import { ProLayout } from '../features/pro-area/ProLayout';

type CmsPageData = {
  cmsPage: { slug: string; title: string; seoDescription: string | null; content: RichTextValue };
  /** only on the legal notice, the terms of sale and the privacy policy (their page context names the node) */
  shopCompany: CompanyPublisherData | null;
};

/** /pro/v1/about and /pro/v1/about/{legal,cgv,cookie,privacy} (spec 2.3): the CMS pages of /about/*, in the pro layout. */
export default function ProCmsPage({ data }: PageProps<CmsPageData>) {
  const page = data.cmsPage;
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={[{ label: page.title }]} />
      <Box as="article" data-testid="cms-page" data-slug={page.slug}>
        <Heading as="h1" size="3xl" mb="6" data-testid="page-title">{page.title}</Heading>
        {data.shopCompany && <CompanyPublisher company={data.shopCompany} role={companyRoleOf(page.slug)} />}
        <RichText content={page.content} />
      </Box>
    </ProLayout>
  );
}

export function Head({ data }: HeadProps<CmsPageData>) {
  return <Seo title={data.cmsPage.title} description={data.cmsPage.seoDescription} />;
}

export const query = graphql`
  query ProCmsPage($slug: String!, $companyKey: String!) {
    cmsPage(slug: { eq: $slug }) {
      slug title seoDescription
      content { format value }
    }
    shopCompany(key: { eq: $companyKey }) { ...CompanyPublisher }
  }
`;
