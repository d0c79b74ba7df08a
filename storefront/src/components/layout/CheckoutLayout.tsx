import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import { useSessionBoot } from '../../features/session/boot';
import { routes } from '../../lib/routes';
import { messages, SHOP_NAME } from '../../messages';
import { AppLink } from '../common/AppLink';
import { PaymentBanner } from './Banners';
import { Footer } from './Footer';
import { Logo } from './Logo';

/** Texts of this layout (spec 2.5 names the 'Retour' link). */
const texts = { back: 'Retour', backLabel: "Retour à l'accueil" } as const;

/**
 * Checkout layout (spec 2.5): logo, 'Retour' to home, payment banner, footer — no menu, search or cart drawer to
 * lead the buyer away, and none of their code on the checkout pages.
 */
export function CheckoutLayout({ children }: { children: React.ReactNode }) {
  useSessionBoot();
  return (
    <>
      <Box as="header" bg="header" color="headerFg" data-testid="checkout-header">
        <Flex maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="3" gap="4" align="center" justify="space-between">
          <AppLink to={routes.home} color="headerFg" _hover={{ textDecoration: 'none' }} data-testid="logo" aria-label={`${SHOP_NAME} – ${messages.breadcrumb.home}`}>
            <Logo />
            <Box as="span" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="black" letterSpacing="tight" ms="2">{SHOP_NAME}</Box>
          </AppLink>
          <AppLink to={routes.home} color="headerFg" fontWeight="medium" aria-label={texts.backLabel} data-testid="checkout-back">
            ← {texts.back}
          </AppLink>
        </Flex>
      </Box>
      <Box as="main" id="contenu" tabIndex={-1} maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="6" minH="50vh">
        {children}
      </Box>
      <PaymentBanner />
      <Footer />
    </>
  );
}
