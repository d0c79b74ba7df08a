import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { adminMessages as m } from '../messages';

type Props<T> = {
  /** 'Commandes à traiter aujourd’hui' */
  title: string;
  /** the capability's query (its key starts with 'admin') */
  query: UseQueryResult<T>;
  /** the figure read from the answer */
  value: (data: T) => React.ReactNode;
  /** where the tile leads (`adminHref('orders') + '?state=PAYED'`) */
  to: string;
  /** the link's text ('Voir les commandes') */
  linkText: string;
  /** a short line under the figure */
  hint?: string;
};

/** One dashboard tile: a title, a figure from the capability's own query, a link to the screen behind it. */
export function AdminTile<T>({ title, query, value, to, linkText, hint }: Props<T>) {
  const titleId = React.useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="surface" display="flex" flexDirection="column" gap="2">
      <Heading as="h2" id={titleId} size="md">{title}</Heading>
      <Box fontSize="3xl" fontWeight="bold" minH="10" data-testid="admin-tile-value">
        {query.isPending ? <Spinner size="sm" role="status" aria-label={m.loading} /> : query.isError ? <Text fontSize="md" role="alert">{m.tileFailed}</Text> : value(query.data as T)}
      </Box>
      {hint && <Text fontSize="sm" color="fg.muted">{hint}</Text>}
      <AppLink to={to} color="accent" textDecoration="underline" mt="auto">{linkText}</AppLink>
    </Box>
  );
}
