import { Box, Heading, Text } from '@chakra-ui/react';
import { requiredGrants } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { routes } from '../../../lib/routes';
import { adminHref } from '../menu';
import { adminMessages as m } from '../messages';

/**
 * Spec 2.7: logged in without the rights the path needs. Only a screen choice: the server refuses the calls
 * (403 'Accès refusé!') whatever is shown here.
 */
export function AccessDenied({ path, isAdmin }: { path: string; isAdmin: boolean }) {
  return (
    <Box as="section" aria-labelledby="admin-denied-title" maxW="2xl" mx="auto" mt={{ base: '4', md: '10' }} data-testid="admin-denied">
      <Heading as="h1" id="admin-denied-title" size="2xl" mb="3">{m.deniedTitle}</Heading>
      <Box role="note" borderStartWidth="4px" borderColor="copper.solid" bg="surface" p="4" borderRadius="md">
        <Text>{isAdmin ? m.deniedNotice : m.deniedNotStaff}</Text>
        {isAdmin && <Text mt="2" fontSize="sm">{m.deniedGrants([...requiredGrants(path)])}</Text>}
      </Box>
      <Box mt="4">
        {isAdmin ? (
          <AppLink to={adminHref('')} color="accent" textDecoration="underline">{m.toDashboard}</AppLink>
        ) : (
          <AppLink to={routes.home} color="accent" textDecoration="underline">{m.backToShop}</AppLink>
        )}
      </Box>
    </Box>
  );
}
