import React from 'react';
import { AdminTile } from '../shell/AdminTile';
import { adminHref } from '../menu';
import { useUnansweredCount } from './hooks';
import { deskMessages as m } from './messages';

/** Dashboard: the threads waiting for staff (state `new`), linking to that filter. */
export function UnansweredMessagesTile() {
  const query = useUnansweredCount();
  return <AdminTile title={m.tileTitle} query={query} value={(list) => list.total} to={`${adminHref('messages')}?filters=new`} linkText={m.tileLink} hint={m.tileHint} />;
}
