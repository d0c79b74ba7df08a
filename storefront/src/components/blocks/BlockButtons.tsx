import { Flex } from '@chakra-ui/react';
import React from 'react';
import { safeHref } from '../content/inline-markdown';
import { AppLink } from '../common/AppLink';
import type { BlockButtons as Buttons } from './types';

/** The primary/secondary call-to-action pair every block may carry; a button without title or link is skipped. */
export function BlockButtons({ block, inverted = false }: { block: Buttons; inverted?: boolean }) {
  const buttons = [
    { title: block.primaryButtonTitle, link: block.primaryButtonLink, primary: true },
    { title: block.secondaryButtonTitle, link: block.secondaryButtonLink, primary: false },
  ].filter((b) => b.title && b.link && safeHref(b.link));
  if (buttons.length === 0) return null;
  return (
    <Flex gap="3" wrap="wrap" mt="5">
      {buttons.map((b) => (
        <AppLink
          key={b.title as string}
          to={safeHref(b.link as string) as string}
          px="5"
          py="2.5"
          borderRadius="md"
          fontWeight="bold"
          borderWidth="2px"
          _hover={{ textDecoration: 'none', opacity: 0.9 }}
          {...(b.primary
            ? { bg: 'copper.solid', color: 'copper.contrast', borderColor: 'copper.solid' }
            : { borderColor: inverted ? 'white' : 'brand.solid', color: inverted ? 'white' : 'brand.fg' })}
        >
          {b.title}
        </AppLink>
      ))}
    </Flex>
  );
}
