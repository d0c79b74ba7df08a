import type { Grant } from '../grants';

/**
 * The `/api/guide/{tag}` tags that are editorial content lists rather than one CMS page: the help page's F.A.Q.
 * (grant `faq`) and the homepage blocks (`landing`, grant `home`), each with its section-6 grant.
 */
export const EDITORIAL_GUIDE_TAGS = { faq: 'faq', landing: 'home' } as const satisfies Record<string, Grant>;
export type EditorialGuideTag = keyof typeof EDITORIAL_GUIDE_TAGS;

export function isEditorialGuideTag(tag: unknown): tag is EditorialGuideTag {
  return typeof tag === 'string' && Object.prototype.hasOwnProperty.call(EDITORIAL_GUIDE_TAGS, tag);
}
