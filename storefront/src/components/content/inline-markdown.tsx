import React from 'react';
import { AppLink } from '../common/AppLink';

/**
 * The few inline marks editors use in Markdown fields: **bold**, *italic*, `code` and [links](url).
 * Rendered as React elements, never as HTML strings, so CMS text cannot inject markup.
 */
const TOKEN = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

export function renderInline(text: string, keyPrefix = 'i'): React.ReactNode[] {
  return text.split(TOKEN).map((part, index) => {
    const key = `${keyPrefix}-${index}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) return <SafeLink key={key} href={link[2]}>{link[1]}</SafeLink>;
    return part;
  });
}

/** Only http(s), mailto, tel and site-relative links; anything else (javascript:, data:) becomes text. */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
}

export function SafeLink({ href, children }: { href: string; children: React.ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  if (safe.startsWith('/')) return <AppLink to={safe} color="brand.fg" textDecoration="underline">{children}</AppLink>;
  return (
    <a href={safe} rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
      {children}
    </a>
  );
}
