import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { messages } from '../../messages';

/** A product page's description and its key features (static: inside the page's StaticIsland). */
export function ProductTexts({ description, features }: { description: string | null; features: string[] }) {
  return (
    <>
      {description && <Text mt="6" lineHeight="1.7" data-testid="product-description">{description}</Text>}
      {features.length > 0 && (
        <Box as="section" aria-labelledby="points-forts" mt="6">
          <Heading as="h2" id="points-forts" size="lg" mb="2">{messages.product.features}</Heading>
          <Box as="ul" ps="5" listStyleType="disc">
            {features.map((feature) => <li key={feature}>{feature}</li>)}
          </Box>
        </Box>
      )}
    </>
  );
}
