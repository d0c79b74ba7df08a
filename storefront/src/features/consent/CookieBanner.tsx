import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import React, { useId } from 'react';
import { consentMessages as m } from './messages';
import type { ConsentChoice } from './useConsent';

/**
 * The cookie alert (2.5, 4.5). Refusing is as easy as accepting: the three choices are buttons of the same size
 * and weight, side by side, reachable with the keyboard. Non-modal: the page stays usable behind it.
 */
export default function CookieBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const titleId = useId();
  const choice = (kind: ConsentChoice, label: string) => (
    <Button flex="1" minW="9rem" colorPalette="brand" variant="solid" onClick={() => onChoose(kind)} data-testid={`consent-${kind}`}>
      {label}
    </Button>
  );
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="page"
      borderTopWidth="2px"
      borderColor="copper.solid"
      boxShadow="lg"
      p={{ base: '3', md: '4' }}
      data-testid="cookie-banner"
    >
      <Box maxW="page" mx="auto">
        <Heading as="h2" id={titleId} size="md" mb="1">{m.title}</Heading>
        <Text fontSize="sm" mb="3">{m.text}</Text>
        <Flex gap="2" wrap="wrap">
          {choice('refuseAll', m.refuseAll)}
          {choice('preferences', m.preferences)}
          {choice('acceptAll', m.acceptAll)}
        </Flex>
      </Box>
    </Box>
  );
}
