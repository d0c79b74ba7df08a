import { Box, Heading } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { MESSAGE_CATEGORY_PATH } from './paths';
import { contactMessages as m } from './messages';

/** Under the /sav page's text: the way to write to the after-sales service (subject chosen on /contact/messageCategory). */
export function SavContactBox() {
  return (
    <Box as="aside" aria-labelledby="sav-contact-title" mt="8" p="4" borderWidth="1px" borderColor="border" borderRadius="md" data-testid="sav-contact">
      <Heading as="h2" id="sav-contact-title" size="lg" mb="2">{m.savContactTitle}</Heading>
      <AppLink to={MESSAGE_CATEGORY_PATH} color="accent" textDecoration="underline">{m.savContactLink}</AppLink>
    </Box>
  );
}
