import { messages } from '../messages';
import type { MenuItem } from './categories';
import { routes, SMARTLINK_CATEGORY_PATH } from './routes';

/** Consumer menu (spec 2.5): the categories, then /home-smartlink, /pro, /blog and /sav. */
export function consumerMenu(categories: MenuItem[]): MenuItem[] {
  const extra = (label: string, to: string): MenuItem => ({ label, to, path: to, tag: null, children: [] });
  return [
    // The connected-home line has its own page and menu entry, so its category is not listed twice.
    ...categories.filter((item) => item.path !== SMARTLINK_CATEGORY_PATH),
    extra(messages.menu.smartlink, routes.smartlink),
    extra(messages.menu.pro, routes.pro),
    extra(messages.menu.blog, routes.blog),
    extra(messages.menu.sav, routes.sav),
  ];
}
