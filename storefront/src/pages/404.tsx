import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../components/common/Seo';
import { ErrorPage } from '../features/interface/ErrorPage';
import { interfaceMessages } from '../features/interface/messages';

/** Spec 2.6: the 404 text with 'Nous contacter' (to /contact) and 'Accueil' buttons. */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function Head(_: HeadProps) {
  return <Seo title={interfaceMessages.errorPage.notFoundTitle} noindex />;
}
