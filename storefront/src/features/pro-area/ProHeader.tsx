import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { CartButton } from '../../components/layout/CartButton';
import { Logo } from '../../components/layout/Logo';
import { SHOP_NAME } from '../../messages';
import { useSessionBoot } from '../session/boot';
import { proAreaMessages as m } from './messages';
import { ProAccountLinks } from './ProAccountLinks';
import { ProMobileMenu } from './ProMobileMenu';
import { ProNav } from './ProNav';
import { proPaths } from './paths';
import { ProSearchForm } from './ProSearchForm';

/** The pro header (spec 2.3, 2.5): logo to /pro/v1, the store search, account links, cart, pro navigation bar. */
export function ProHeader() {
  useSessionBoot();
  return (
    <Box as="header" bg="header" color="headerFg" data-testid="pro-header">
      <Flex maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="3" gap={{ base: '2', md: '4' }} align="center" wrap="wrap">
        <ProMobileMenu />
        <AppLink to={proPaths.home} color="headerFg" _hover={{ textDecoration: 'none' }} data-testid="pro-logo">
          <Logo />
          <Box as="span" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="black" letterSpacing="tight" ms="2">
            {SHOP_NAME}
          </Box>
          <Box as="span" ms="2" px="2" py="0.5" borderRadius="sm" bg="copper.solid" color="copper.contrast" fontSize="xs" fontWeight="bold" textTransform="uppercase">
            {m.areaName}
          </Box>
        </AppLink>
        <Flex order={{ base: 3, md: 0 }} w={{ base: '100%', md: 'auto' }} flex={{ base: 'none', md: '1' }} justify="center">
          <ProSearchForm />
        </Flex>
        <Flex gap="1" ms="auto" align="center">
          <ProAccountLinks />
          <CartButton />
        </Flex>
      </Flex>
      <ProNav />
    </Box>
  );
}
