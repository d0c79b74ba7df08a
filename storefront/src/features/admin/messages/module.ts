import { lazy } from 'react';
import type { AdminModule } from '../types';
import { UnansweredMessagesTile } from './tiles';

/** The message desk (grant `messages`): threads, a thread with its answer form, the quick answers. */
export const messagesModule: AdminModule = {
  name: 'messages',
  screens: [
    { path: 'messages', Screen: lazy(() => import('./MessagesScreen')) },
    { path: 'messages/answers', Screen: lazy(() => import('./AnswersScreen')) },
    { path: 'messages/:id', Screen: lazy(() => import('./ThreadScreen')) },
  ],
  tiles: [{ id: 'messages-unanswered', grant: 'messages', order: 20, Tile: UnansweredMessagesTile }],
};
