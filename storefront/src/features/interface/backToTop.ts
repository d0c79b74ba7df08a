/** Back-to-top (spec 4.6 and 9): the button appears after scrolling past 400 px and climbs 120 px per frame. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_STEP_PX = 120;

export function backToTopVisible(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

export function nextScrollTop(scrollY: number, step = BACK_TO_TOP_STEP_PX): number {
  return Math.max(0, scrollY - step);
}

type ScrollDeps = {
  getY: () => number;
  scrollTo: (y: number) => void;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (id: number) => void;
};

/** Scrolls up one step per animation frame until the top; returns a function that stops it. */
export function scrollToTopInSteps({ getY, scrollTo, requestFrame, cancelFrame }: ScrollDeps): () => void {
  let frame = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const y = nextScrollTop(getY());
    scrollTo(y);
    if (y > 0) frame = requestFrame(step);
  };
  frame = requestFrame(step);
  return () => {
    stopped = true;
    cancelFrame(frame);
  };
}
