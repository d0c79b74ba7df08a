import React from 'react';
import { adminHref } from '../menu';
import { AdminTile } from '../shell/AdminTile';
import { useTodos } from './hooks';
import { devDeskMessages as m } from './messages';

/** Dashboard: the team's tasks still to do (grant `dev`); the list shows those first. */
export function OpenTodosTile() {
  const query = useTodos({ status: 'open' }, 1);
  return <AdminTile title={m.tileTitle} query={query} value={(list) => list.total} hint={m.tileHint} to={adminHref('todos')} linkText={m.tileLink} />;
}
