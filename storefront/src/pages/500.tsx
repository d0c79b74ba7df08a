import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../components/common/Seo';
import { ErrorPage } from '../features/interface/ErrorPage';
import { interfaceMessages } from '../features/interface/messages';

/**
 * The generic error page as a static file (/500/): what a server or proxy can answer when it fails
 * (nginx `error_page 500 502 503 504 /500/index.html`). In the browser, render failures show the same page
 * through the error boundary of gatsby-browser.
 */
export default function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

export function Head(_: HeadProps) {
  return <Seo title={interfaceMessages.errorPage.documentTitle} noindex />;
}
