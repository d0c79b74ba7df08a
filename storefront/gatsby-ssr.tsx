import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { Providers } from './src/components/layout/Providers';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'fr' });
};

// wrapPageElement, not wrapRootElement: Gatsby also wraps <Head> with the root wrapper, which
// duplicated Chakra's global CSS in every page (ARCHITECTURE, Gatsby facts).
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Providers>{element}</Providers>;
