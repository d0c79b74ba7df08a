import { useEffect, useState } from 'react';
import { nextTask } from './laterTasks';

/**
 * A screen that renders in stages, one browser task each: 0 on its first render, then 1, 2… up to `last`, each after
 * the previous stage's commit. What is on screen first comes first; what a stage adds must not move it (parts below,
 * or controls in room already kept for them), so the page does not shift (CLS 0). A phone answers a tap between two
 * stages, and no task is long enough to count as blocking (Lighthouse: over 50 ms at its 4× CPU factor).
 */
export function useRenderStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setStage(stage + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [stage, last]);
  return stage;
}
