import { lazy } from 'react';
import type { AdminModule } from '../types';
import { CMS_PAGE_SCREENS } from './messages';

const pageScreen = (tag: string, title: string) =>
  lazy(() => import('./CmsPageScreen').then((mod) => ({ default: mod.cmsPageScreen(tag, title) })));

/** Editorial: the blog (grant `blog`) and the legal pages (grant `legal`), written to the CMS through /api. */
export const editorialModule: AdminModule = {
  name: 'editorial',
  screens: [
    { path: 'blog', Screen: lazy(() => import('./BlogScreen')) },
    { path: 'blog/:id', Screen: lazy(() => import('./ArticleScreen')) },
    ...CMS_PAGE_SCREENS.map(({ path, tag, title }) => ({ path, Screen: pageScreen(tag, title) })),
  ],
};
