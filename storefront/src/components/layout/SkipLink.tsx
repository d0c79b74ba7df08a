import { chakra } from '@chakra-ui/react';
import React from 'react';
import { messages } from '../../messages';

/** 'Aller au contenu': the first link of every layout, shown when focused. */
export function SkipLink() {
  return (
    <chakra.a
      href="#contenu"
      className="visually-hidden"
      _focus={{ position: 'fixed', top: '2', insetStart: '2', width: 'auto', height: 'auto', clip: 'auto', zIndex: 'skipLink', bg: 'page', p: '2' }}
    >
      {messages.header.skipToContent}
    </chakra.a>
  );
}
