/**
 * What every back-office list screen shows around its table (products, promos, articles, campaigns…): the search
 * box, and the loading / failed / empty / list states of its query, said the same way everywhere (QueryState for a
 * screen with one record).
 */
import { Box, Button, Spinner, Text, chakra } from '@chakra-ui/react';
import React from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';

/** A search box that asks only when submitted (Enter or the button), with the words trimmed. */
export function ListSearch({ id, label, buttonText, onSearch, maxW = 'lg', mb = '4' }: {
  id: string;
  label: string;
  buttonText: string;
  onSearch: (words: string) => void;
  maxW?: string;
  mb?: string;
}) {
  const [typed, setTyped] = React.useState('');
  return (
    <chakra.form
      role="search"
      display="flex"
      gap="2"
      mb={mb}
      maxW={maxW}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <chakra.label htmlFor={id} srOnly>{label}</chakra.label>
      <TextInput id={id} type="search" placeholder={label} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <Button type="submit" variant="outline">{buttonText}</Button>
    </chakra.form>
  );
}

type ListQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/** A screen's one query: a spinner while it comes, the server's French refusal if it fails, else what it shows. */
export function QueryState<T>({ query, texts, children }: {
  query: ListQuery<T>;
  texts: { loading: string; failed: string };
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Spinner aria-label={texts.loading} />;
  if (query.isError || query.data === undefined) {
    return <Text role="alert" color={ERROR_TEXT}>{query.error instanceof ApiRequestError ? query.error.message : texts.failed}</Text>;
  }
  return <>{children(query.data)}</>;
}

/** The list once it has come, or what stands in for it: a spinner, the server's French refusal, or "nothing". */
export function ListState<T>({ query, isEmpty, texts, children }: {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  texts: { loading: string; failed: string; empty: string };
  children: (data: T) => React.ReactNode;
}) {
  return (
    <QueryState query={query} texts={texts}>
      {(data) => (isEmpty(data) ? <Text>{texts.empty}</Text> : <Box overflowX="auto">{children(data)}</Box>)}
    </QueryState>
  );
}
