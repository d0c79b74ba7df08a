import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { adminHref, entryLabel } from '../menu';
import { adminMessages as m } from '../messages';

/**
 * A back-office page of spec 2.4 that no module serves yet (the editorial, legal and external screens of a later
 * issue): said plainly, rather than a screen that pretends.
 */
export function NotAvailable({ path }: { path: string }) {
  return (
    <Box as="section" aria-labelledby="admin-na-title" data-testid="admin-not-available">
      <Heading as="h1" id="admin-na-title" size="2xl" mb="3">{m.notAvailableTitle}</Heading>
      <Text mb="4">{m.notAvailableText(entryLabel(path) ?? path)}</Text>
      <AppLink to={adminHref('')} color="accent" textDecoration="underline">{m.toDashboard}</AppLink>
    </Box>
  );
}

/** A path under /admin that is in no spec list and no module. */
export function UnknownAdminPage() {
  return (
    <Box as="section" aria-labelledby="admin-unknown-title" data-testid="admin-unknown">
      <Heading as="h1" id="admin-unknown-title" size="2xl" mb="3">{m.unknownTitle}</Heading>
      <Text mb="4">{m.unknownText}</Text>
      <AppLink to={adminHref('')} color="accent" textDecoration="underline">{m.toDashboard}</AppLink>
    </Box>
  );
}
