/**
 * The home page's best-seller blocks name products by EAN or by '/products/{slug}' link; the page
 * query needs those lists as variables, so they are read from the CMS node when the page is created.
 */
export function bestSellerReferences(sections: unknown): { blockEans: string[]; blockSlugs: string[] } {
  const eans = new Set<string>();
  const slugs = new Set<string>();
  for (const section of Array.isArray(sections) ? sections : []) {
    if (!section || section.__component !== 'blocks.best-sellers' || !Array.isArray(section.items)) continue;
    for (const item of section.items as { ean?: unknown; to?: unknown }[]) {
      if (typeof item.ean === 'string' && item.ean.trim()) eans.add(item.ean.trim());
      const slug = typeof item.to === 'string' ? /^\/products\/([^/?#]+)\/?$/.exec(item.to)?.[1] : undefined;
      if (slug) slugs.add(slug);
    }
  }
  return { blockEans: [...eans], blockSlugs: [...slugs] };
}
