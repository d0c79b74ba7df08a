import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { Providers } from './src/components/layout/Providers';
import { withoutScriptPreloads } from './src/features/performance/scriptPreloads';
import { COLOR_MODE_SCRIPT } from './src/features/color-mode/colorMode';
import { PAGE_TRANSITION_CSS } from './src/features/interface/pageTransition';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'fr' });
  // Dark or light before the first paint (features/color-mode): the class is on <html>, outside React's tree.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />,
    <style key="page-transition" dangerouslySetInnerHTML={{ __html: PAGE_TRANSITION_CSS }} />,
  ]);
};

// wrapPageElement, not wrapRootElement: Gatsby also wraps <Head> with the root wrapper, which
// duplicated Chakra's global CSS in every page (ARCHITECTURE, Gatsby facts).
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Providers>{element}</Providers>;

// The page's main picture before its JavaScript (features/performance/scriptPreloads.ts).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutScriptPreloads(getHeadComponents()));
};
