import { Box } from '@chakra-ui/react';
import React from 'react';
import { CartDrawerHost } from '../../features/cart/CartDrawerHost';
import { ConsentHost } from '../../features/consent/ConsentHost';
import { HydrateLater } from '../../features/static-island/HydrateLater';
import { BackToTop } from './BackToTop';
import { ContactBanner, PaymentBanner } from './Banners';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useMenu } from './useMenu';

/**
 * Default layout (spec 2.5): header, cookie alert, banners, footer, back-to-top, cart drawer. On a first load the
 * header's live parts (see `Header`), the page's content and the bottom of the page each hydrate in a task of their
 * own (`HydrateLater`).
 */
export function Layout({ children, contactBanner = true }: { children: React.ReactNode; contactBanner?: boolean }) {
  const menu = useMenu();
  return (
    <>
      <SkipLink />
      <Header menu={menu} />
      <HydrateLater name="contenu">
        <Box as="main" id="contenu" tabIndex={-1} maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="6" minH="50vh">
          {children}
        </Box>
      </HydrateLater>
      <HydrateLater name="bas-de-page">
        {contactBanner && <ContactBanner />}
        <PaymentBanner />
        <Footer />
      </HydrateLater>
      <BackToTop />
      <CartDrawerHost />
      <ConsentHost />
    </>
  );
}
