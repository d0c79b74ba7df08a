import { IconButton } from '@chakra-ui/react';
import React, { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { ArrowUpIcon } from '../common/icons';

/** Spec 4.6: the back-to-top button appears after scrolling past 400 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={messages.backToTop}
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="sticky"
      colorPalette="copper"
      borderRadius="full"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
