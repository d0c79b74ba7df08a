import { IconButton } from '@chakra-ui/react';
import React, { useEffect, useRef, useState } from 'react';
import { backToTopVisible, scrollToTopInSteps } from '../../features/interface/backToTop';
import { messages } from '../../messages';
import { ArrowUpIcon } from '../common/icons';

export { BACK_TO_TOP_THRESHOLD_PX } from '../../features/interface/backToTop';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Spec 4.6 and 9: appears after scrolling past 400 px; climbs 120 px per frame (at once with reduced motion). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const stopClimb = useRef<(() => void) | null>(null);

  useEffect(() => {
    const update = () => setVisible(backToTopVisible(window.scrollY));
    // the visitor takes over: stop climbing instead of fighting their wheel or finger
    const interrupt = () => {
      stopClimb.current?.();
      stopClimb.current = null;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('wheel', interrupt, { passive: true });
    window.addEventListener('touchstart', interrupt, { passive: true });
    return () => {
      interrupt();
      window.removeEventListener('scroll', update);
      window.removeEventListener('wheel', interrupt);
      window.removeEventListener('touchstart', interrupt);
    };
  }, []);

  const climb = () => {
    stopClimb.current?.();
    if (prefersReducedMotion()) {
      window.scrollTo(0, 0);
      return;
    }
    stopClimb.current = scrollToTopInSteps({
      getY: () => window.scrollY,
      scrollTo: (y) => window.scrollTo(0, y),
      requestFrame: (callback) => window.requestAnimationFrame(callback),
      cancelFrame: (id) => window.cancelAnimationFrame(id),
    });
  };

  if (!visible) return null;
  return (
    <IconButton
      aria-label={messages.backToTop}
      data-testid="back-to-top"
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="sticky"
      colorPalette="copper"
      borderRadius="full"
      onClick={climb}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
