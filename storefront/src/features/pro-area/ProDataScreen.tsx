import { Box, Heading } from '@chakra-ui/react';
import React from 'react';
import { PersonalDataForm } from '../account/PersonalDataForm';
import { useSessionSnapshot } from '../session/sessionStore';
import { proAreaMessages as m } from './messages';

/** /pro/v1/me/data (spec 2.3): company, SIRET, VAT number and address, saved with PUT /api/me (the /me form). */
export function ProDataScreen() {
  const { user } = useSessionSnapshot();
  return (
    <Box maxW="48rem" data-testid="pro-data">
      <Heading as="h1" size="2xl" mb="4">{m.data.title}</Heading>
      <PersonalDataForm key={user.email} user={user} />
    </Box>
  );
}
