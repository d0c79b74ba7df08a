import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import type { ApiArticleSummary } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { ListSearch, ListState } from '../desk/lists';
import { Pager, Table, Td, Th } from '../desk/ui';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useArticles, useCreateArticle } from './hooks';
import { editorialMessages as m } from './messages';


export const statusText = (status: ApiArticleSummary['status']) =>
  status === 'published' ? m.statusPublished : status === 'modified' ? m.statusModified : m.statusDraft;

/** /admin/blog: every article, drafts included (search, pages of 20), and the button that starts a new draft. */
export default function BlogScreen(_: AdminScreenProps) {
  const [q, setQ] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [error, setError] = React.useState('');
  const list = useArticles(q, page);
  const create = useCreateArticle();

  return (
    <Box display="flex" flexDirection="column" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.blogTitle}</Heading>
        <Text color="fg.muted">{m.blogIntro}</Text>
      </Box>
      <Box>
        <Button
          colorPalette="copper"
          loading={create.isPending}
          loadingText={m.creating}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (article) => void navigate(adminHref(`blog/${article.id}`)),
              onError: (e) => setError(e instanceof ApiRequestError ? e.message : FALLBACK_ERROR_MESSAGE),
            })
          }
        >
          {m.newArticle}
        </Button>
        {error && <Text role="alert" color={ERROR_TEXT} mt="2">{error}</Text>}
      </Box>
      <ListSearch id="articles-search" label={m.search} buttonText={m.searchButton} onSearch={(words) => { setQ(words.length >= 3 ? words : ''); setPage(1); }} />
      <ListState query={list} isEmpty={(data) => data.articles.length === 0} texts={m}>
        {(data) => (
          <Table data-testid="articles-table">
            <thead>
              <tr>
                <Th scope="col">{m.colTitle}</Th>
                <Th scope="col">{m.colCategory}</Th>
                <Th scope="col">{m.colStatus}</Th>
                <Th scope="col">{m.colVisible}</Th>
                <Th scope="col">{m.colUpdated}</Th>
              </tr>
            </thead>
            <tbody>
              {data.articles.map((article) => (
                <tr key={article.id} data-testid={`article-row-${article.id}`}>
                  <Td>
                    <AppLink to={adminHref(`blog/${article.id}`)} color="accent" textDecoration="underline">{article.title || m.untitled}</AppLink>
                  </Td>
                  <Td>{article.category?.name ?? ''}</Td>
                  <Td>{statusText(article.status)}</Td>
                  <Td>{article.visible ? m.yes : m.no}</Td>
                  <Td>{new Date(article.updatedAt).toLocaleDateString('fr-FR')}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListState>
      {list.data && (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} texts={{ previous: m.previous, next: m.next, page: m.pageOf }} />
      )}
    </Box>
  );
}
