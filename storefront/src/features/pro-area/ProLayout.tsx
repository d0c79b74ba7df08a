import { Box } from '@chakra-ui/react';
import React from 'react';
import { PaymentBanner } from '../../components/layout/Banners';
import { SkipLink } from '../../components/layout/SkipLink';
import { CartDrawerHost } from '../cart/CartDrawerHost';
import { ConsentHost } from '../consent/ConsentHost';
import { ProAdvantages, ProContactBanner } from './ProBanners';
import { ProHeader } from './ProHeader';

/** Pro layout (spec 2.5): pro navigation bar, cookie alert, pro-advantage blocks, pro contact banner, payment banner, cart drawer. */
export function ProLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <ProHeader />
      <Box as="main" id="contenu" tabIndex={-1} maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="6" minH="50vh" data-area="pro">
        {children}
      </Box>
      <ProAdvantages />
      <ProContactBanner />
      <PaymentBanner />
      <CartDrawerHost />
      <ConsentHost />
    </>
  );
}
