import React from 'react';
import { messages } from '../../messages';
import { layoutClass } from '../../theme/layoutCss';

/** 'Aller au contenu': the first link of every layout, shown when focused (styles: `theme/layoutCss.ts`). */
export function SkipLink() {
  return (
    <a href="#contenu" className={`visually-hidden ${layoutClass.skipLink}`}>
      {messages.header.skipToContent}
    </a>
  );
}
