import { Box, Heading } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { RichText, type RichTextValue } from '../components/content/RichText';
import { Layout } from '../components/layout/Layout';
import { groupFaq, type FaqEntry } from '../lib/faq';
import { messages } from '../messages';

type HelpData = {
  cmsPage: { title: string; seoDescription: string | null; content: RichTextValue } | null;
  allCmsFaqItem: { nodes: FaqEntry[] };
};

/** /help: the CMS's help page text, then the F.A.Q. grouped by topic (native disclosure widgets, no script). */
export default function HelpPage({ data }: PageProps<HelpData>) {
  const groups = groupFaq(data.allCmsFaqItem.nodes);
  return (
    <Layout>
      <Breadcrumbs items={[{ label: messages.help.title }]} />
      <Heading as="h1" size="3xl" data-testid="page-title">{data.cmsPage?.title ?? messages.help.title}</Heading>
      {data.cmsPage && (
        <Box mt="4">
          <RichText content={data.cmsPage.content} />
        </Box>
      )}
      {groups.map((group) => (
        <Box as="section" key={group.label} mt="8" aria-labelledby={`faq-${group.key}`}>
          <Heading as="h2" id={`faq-${group.key}`} size="xl" mb="3">{group.label}</Heading>
          {group.items.map((item) => (
            <Box as="details" key={item.question} borderBottomWidth="1px" borderColor="border" py="3" data-testid="faq-item">
              <Box as="summary" cursor="pointer" fontWeight="medium">{item.question}</Box>
              <Box mt="2" color="fg.muted">
                <RichText content={item.answer} />
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Layout>
  );
}

export function Head({ data }: HeadProps<HelpData>) {
  return <Seo title={messages.help.title} description={data.cmsPage?.seoDescription ?? messages.help.description} />;
}

export const query = graphql`
  query HelpPage {
    cmsPage(slug: { eq: "help" }) {
      title seoDescription
      content { format value }
    }
    allCmsFaqItem(sort: { order: ASC }) {
      nodes { question category order answer { format value } }
    }
  }
`;
