import { FAQ_CATEGORY_LABELS } from '@shop/shared';
import type { RichTextValue } from '../components/content/RichText';

export type FaqEntry = { question: string; category: string | null; order: number; answer: RichTextValue };

/** Topic labels of the CMS's FAQ categories (an enumeration there, shared with /admin/faq); unknown ones are shown as typed. */
export const FAQ_TOPICS: Record<string, string> = FAQ_CATEGORY_LABELS;

const OTHER = 'Autres questions';

/** Groups FAQ entries by topic, topics in the order they first appear, entries by their `order`. */
export function groupFaq(items: FaqEntry[]): { key: string; label: string; items: FaqEntry[] }[] {
  const groups = new Map<string, { key: string; label: string; items: FaqEntry[] }>();
  for (const item of [...items].sort((a, b) => a.order - b.order)) {
    const key = item.category ?? 'autres';
    const label = item.category ? FAQ_TOPICS[item.category] ?? item.category : OTHER;
    if (!groups.has(key)) groups.set(key, { key, label, items: [] });
    groups.get(key)?.items.push(item);
  }
  return [...groups.values()];
}
