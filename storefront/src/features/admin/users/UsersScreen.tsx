import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { Pager, Table, Tag, Td, Th, frenchDate, useListQuery } from '../desk/ui';
import { adminHref } from '../menu';
import { useUserSearch } from './hooks';
import { usersMessages as m } from './messages';

/** /admin/users (grant `users`): customers found by name, e-mail, company or SIRET, 20 a page. */
export default function UsersScreen() {
  const [query, setQuery] = useListQuery({ search: '', page: '1' });
  const [typed, setTyped] = React.useState(query.search);
  const page = Math.max(1, Number(query.page) || 1);
  const result = useUserSearch({ search: query.search, page });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setQuery({ search: typed.trim(), page: '1' });
  };
  return (
    <Box as="section" aria-labelledby="admin-users-title">
      <Heading as="h1" id="admin-users-title" size="2xl" mb="4">{m.listTitle}</Heading>
      <chakra.form role="search" onSubmit={submit} display="flex" flexWrap="wrap" gap="2" alignItems="flex-end" mb="4">
        <Box flex="1" minW="16rem">
          <chakra.label htmlFor="admin-users-search" display="block" fontWeight="medium" mb="1">{m.searchLabel}</chakra.label>
          <TextInput id="admin-users-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby="admin-users-search-hint" />
          <Text id="admin-users-search-hint" fontSize="sm" color="fg.muted" mt="1">{m.searchHint}</Text>
        </Box>
        <Button type="submit" colorPalette="copper" mb="6">{m.searchButton}</Button>
      </chakra.form>
      {result.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : result.isError ? (
        <Text role="alert">{result.error.message}</Text>
      ) : result.data.users.length === 0 ? (
        <Text data-testid="admin-users-empty">{m.empty}</Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="2" role="status">{m.count(result.data.total)}</Text>
          <Box overflowX="auto">
            <Table data-testid="admin-users-table">
              <thead>
                <tr>
                  <Th scope="col">{m.columns.name}</Th>
                  <Th scope="col">{m.columns.email}</Th>
                  <Th scope="col">{m.columns.company}</Th>
                  <Th scope="col">{m.columns.siret}</Th>
                  <Th scope="col">{m.columns.kind}</Th>
                  <Th scope="col">{m.columns.verified}</Th>
                </tr>
              </thead>
              <tbody>
                {result.data.users.map((user) => (
                  <tr key={user.id} data-testid="admin-user-row">
                    <Td>
                      <AppLink to={adminHref(`users/${user.id}`)} color="accent" textDecoration="underline">
                        {[user.firstName, user.lastName].filter(Boolean).join(' ') || m.noName}
                      </AppLink>
                    </Td>
                    <Td>{user.email}{!user.hasAccount && <Text as="span" color="fg.muted"> ({m.guest})</Text>}</Td>
                    <Td>{user.company ?? '—'}</Td>
                    <Td>{user.siret ?? '—'}</Td>
                    <Td>{user.isPro ? <Tag tone="good">{m.pro}</Tag> : <Tag>{m.consumer}</Tag>}</Td>
                    <Td>{user.isPro ? (user.proVerifiedAt ? m.verifiedOn(frenchDate(user.proVerifiedAt)) : m.notVerified) : '—'}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
          <Pager page={page} pageSize={result.data.pageSize} total={result.data.total} onPage={(next) => setQuery({ page: String(next) })} texts={m} />
        </>
      )}
    </Box>
  );
}
