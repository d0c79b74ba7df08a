import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import type { ApiArticleSummary } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useArticles, useCreateArticle } from './hooks';
import { editorialMessages as m } from './messages';

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { textAlign: 'left', p: '2', borderBottomWidth: '2px', borderColor: 'border' } });
const Td = chakra('td', { base: { p: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });

export const statusText = (status: ApiArticleSummary['status']) =>
  status === 'published' ? m.statusPublished : status === 'modified' ? m.statusModified : m.statusDraft;

/** /admin/blog: every article, drafts included (search, pages of 20), and the button that starts a new draft. */
export default function BlogScreen(_: AdminScreenProps) {
  const [typed, setTyped] = React.useState('');
  const [q, setQ] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [error, setError] = React.useState('');
  const list = useArticles(q, page);
  const create = useCreateArticle();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

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
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        maxW="lg"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          const text = typed.trim();
          setQ(text.length >= 3 ? text : '');
          setPage(1);
        }}
      >
        <chakra.label htmlFor="articles-search" srOnly>{m.search}</chakra.label>
        <TextInput id="articles-search" type="search" placeholder={m.search} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="outline">{m.searchButton}</Button>
      </chakra.form>
      {list.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : list.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{list.error instanceof ApiRequestError ? list.error.message : m.failed}</Text>
      ) : list.data.articles.length === 0 ? (
        <Text>{m.empty}</Text>
      ) : (
        <Box overflowX="auto">
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
              {list.data.articles.map((article) => (
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
        </Box>
      )}
      {pages > 1 && (
        <Box display="flex" gap="3" alignItems="center">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{m.previous}</Button>
          <Text>{m.pageOf(page, pages)}</Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{m.next}</Button>
        </Box>
      )}
    </Box>
  );
}
