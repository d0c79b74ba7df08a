import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { routes } from '../../lib/routes';
import { LookupForm } from './LookupForm';
import { contactMessages as m } from './messages';
import { useMessageCategories } from './useContact';

/** `/contact/?subject=SAV`: the contact form with this subject preselected. */
export const contactPathFor = (subject: string) => `${routes.contact}?subject=${encodeURIComponent(subject)}`;

/**
 * /contact/messageCategory (spec 2.1): what the message is about, each subject with a short explanation and a link
 * to the form with it preselected. The list is the build's (same source as the server's), refreshed from
 * GET /api/messages/categories.
 */
export function CategoryScreen() {
  const categories = useMessageCategories();
  return (
    <Box as="section" aria-labelledby="category-title" maxW="3xl">
      <Heading as="h1" id="category-title" size="3xl" mb="2">{m.categoryTitle}</Heading>
      <Text color="fg.muted" mb="6">{m.categoryIntro}</Text>
      <Box as="ul" listStyleType="none" display="grid" gap="4" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} data-testid="message-categories">
        {categories.map((category) => (
          <Box as="li" key={category.value} borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-category={category.value}>
            <Heading as="h2" size="lg" mb="1">{category.label}</Heading>
            <Text mb="3">{category.description}</Text>
            <AppLink to={contactPathFor(category.value)} color="accent" textDecoration="underline" aria-label={m.categoryWrite(category.label)}>
              {m.categoryWrite(category.label)}
            </AppLink>
          </Box>
        ))}
      </Box>
      <LookupForm />
    </Box>
  );
}
