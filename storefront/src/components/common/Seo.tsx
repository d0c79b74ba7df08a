import React from 'react';
import { SHOP_NAME } from '../../messages';

type Props = { title: string; description?: string | null; pathname?: string; noindex?: boolean; children?: React.ReactNode };

/** <head> content for the Gatsby Head API: French title and description on every page. */
export function Seo({ title, description, noindex = false, children }: Props) {
  const fullTitle = title.includes(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={SHOP_NAME} />
      {/* the header's colour: brand.700 light, brand.900 dark */}
      <meta name="theme-color" content="#4f3021" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#2a1911" media="(prefers-color-scheme: dark)" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
