import { Box } from '@chakra-ui/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { AdminApp } from '../../features/admin/shell/AdminApp';
import { adminMessages } from '../../features/admin/messages';
import { useMounted } from '../../lib/useMounted';

/**
 * /admin and every /admin/… path (spec 2.4): the staff back-office, one client-only page (`/admin/*`) with its own
 * chunks; no shop page imports anything of features/admin. It renders in the browser only: what it shows depends
 * on who is logged in.
 */
export default function AdminPage({ location }: PageProps) {
  const mounted = useMounted();
  if (!mounted) return <Box minH="100vh" bg="page" />;
  return <AdminApp pathname={location.pathname} />;
}

export function Head(_: HeadProps) {
  return <Seo title={adminMessages.title} description={adminMessages.title} noindex />;
}
