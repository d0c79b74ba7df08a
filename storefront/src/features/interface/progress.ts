/**
 * Navigation progress bar (spec 4.6 and 9), without React: a small store the bar component reads and that
 * Gatsby's route hooks and the data loaders of other features drive.
 *
 * - Shown only if loading still runs after a 200 ms throttle (fast navigations never flash a bar).
 * - Creeps on its own over about 5000 ms, slowing down so it never reaches the end by itself.
 * - Each finished data loader adds 30 % (one loader) or 45 % (two loaders run).
 * - Pauses when the route reaches another path than the one being loaded (a superseded navigation),
 *   finishes when the target path is reached, turns red on failure, hides 500 ms after finishing.
 *   A pause nothing resumes (the target was abandoned) ends after the duration rather than freezing forever.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_STEP_ONE_LOADER = 30;
export const PROGRESS_STEP_TWO_LOADERS = 45;
/** Below 100 until the work is really done. */
const PROGRESS_CEILING = 99;

export type ProgressState = {
  visible: boolean;
  /** 0 to 100 */
  value: number;
  failed: boolean;
  paused: boolean;
};

export const IDLE_PROGRESS: ProgressState = Object.freeze({ visible: false, value: 0, failed: false, paused: false });

/** The time-based part: fast at first, 70 % at 5000 ms, approaching 100 % without reaching it. */
export function estimatedProgress(elapsedMs: number, durationMs = PROGRESS_DURATION_MS): number {
  return (200 / Math.PI) * Math.atan(((elapsedMs / durationMs) * 100) / 50);
}

/** 30 % per step with one loader, 45 % with two (spec 4.6, read in the order it is written). */
export function stepFor(loaderCount: number): number {
  return loaderCount >= 2 ? PROGRESS_STEP_TWO_LOADERS : PROGRESS_STEP_ONE_LOADER;
}

/** '/products/radiateurs/?q=x#top' and '/products/radiateurs' are the same page. */
export function samePage(a: string, b: string): boolean {
  const bare = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return bare(a) === bare(b);
}

export type NavigationProgress = ReturnType<typeof createNavigationProgress>;

export function createNavigationProgress(now: () => number = () => Date.now()) {
  let state: ProgressState = IDLE_PROGRESS;
  let active = false;
  let target: string | null = null;
  let steps = 0;
  /** time spent visible and running, excluding pauses */
  let elapsedBefore = 0;
  let runningSince: number | null = null;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const emit = (next: ProgressState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const elapsed = () => elapsedBefore + (runningSince === null ? 0 : now() - runningSince);
  const computeValue = () => Math.min(PROGRESS_CEILING, estimatedProgress(elapsed()) + steps);
  const stopTicking = () => {
    clearInterval(tickTimer);
    tickTimer = undefined;
    if (runningSince !== null) elapsedBefore += now() - runningSince;
    runningSince = null;
  };
  const startTicking = () => {
    runningSince = now();
    clearInterval(tickTimer);
    tickTimer = setInterval(() => emit({ ...state, value: computeValue() }), PROGRESS_TICK_MS);
  };
  const clearTimers = () => {
    clearTimeout(throttleTimer);
    clearTimeout(hideTimer);
    clearTimeout(pauseTimer);
    stopTicking();
    throttleTimer = hideTimer = pauseTimer = undefined;
  };
  const reset = () => {
    clearTimers();
    active = false;
    target = null;
    steps = 0;
    elapsedBefore = 0;
  };
  const hideLater = () => {
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      emit(IDLE_PROGRESS);
    }, PROGRESS_HIDE_DELAY_MS);
  };

  const api = {
    getState: (): ProgressState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loading started (a navigation towards `targetPath`, or data). A second start re-targets the running bar. */
    start(targetPath?: string) {
      if (targetPath !== undefined) target = targetPath;
      if (active) {
        if (state.paused) api.resume();
        return;
      }
      // a bar still fading out after the previous navigation starts over
      reset();
      if (targetPath !== undefined) target = targetPath;
      active = true;
      if (state.visible) emit(IDLE_PROGRESS);
      throttleTimer = setTimeout(() => {
        throttleTimer = undefined;
        emit({ visible: true, value: computeValue(), failed: false, paused: state.paused });
        if (!state.paused) startTicking();
      }, PROGRESS_THROTTLE_MS);
    },
    /** One data loader finished; `loaderCount` is how many run for this page (1 or 2). */
    advance(loaderCount = 1) {
      if (!active) return;
      steps += stepFor(loaderCount);
      if (state.visible) emit({ ...state, value: computeValue() });
    },
    pause() {
      if (!active || state.paused) return;
      stopTicking();
      pauseTimer = setTimeout(() => api.finish(), PROGRESS_DURATION_MS);
      emit({ ...state, paused: true });
    },
    resume() {
      if (!active || !state.paused) return;
      clearTimeout(pauseTimer);
      pauseTimer = undefined;
      emit({ ...state, paused: false });
      if (state.visible) startTicking();
    },
    /** The route now shows `path`: done if it is the page being loaded, paused if the navigation went elsewhere. */
    reached(path: string) {
      if (!active) return;
      if (target !== null && !samePage(path, target)) api.pause();
      else api.finish();
    },
    finish() {
      if (!active) return;
      const wasVisible = state.visible;
      reset();
      // finished within the throttle: the visitor never saw a bar, none appears
      if (!wasVisible) return;
      emit({ visible: true, value: 100, failed: false, paused: false });
      hideLater();
    },
    /** Loading failed: the bar fills in red (shown even within the throttle), then hides. */
    fail() {
      reset();
      emit({ visible: true, value: 100, failed: true, paused: false });
      hideLater();
    },
    isActive: () => active,
  };
  return api;
}

/** The bar of the site: one per browser tab. */
export const navigationProgress = createNavigationProgress();

/**
 * The loaders of a navigation already under way (Gatsby's app data and the page's data + code): each one that
 * finishes advances the bar (30 % alone, 45 % each for two). A failure is Gatsby's to handle (it reloads or shows
 * the 404), so it only stops counting.
 */
export function advanceWithLoaders(loaders: Promise<unknown>[], progress: NavigationProgress = navigationProgress): void {
  for (const loader of loaders) {
    loader.then(
      () => progress.advance(loaders.length),
      () => undefined,
    );
  }
}

/**
 * The event API for features that load data for a page (client-only screens): the bar runs while the loaders
 * run, each finished loader advances it (30 % alone, 45 % each for two), a failure turns it red.
 */
export function trackLoading<T>(loaders: Promise<T>[], progress: NavigationProgress = navigationProgress): Promise<T[]> {
  const count = loaders.length;
  progress.start();
  return Promise.all(
    loaders.map((loader) =>
      loader.then((value) => {
        progress.advance(count);
        return value;
      }),
    ),
  ).then(
    (values) => {
      progress.finish();
      return values;
    },
    (error: unknown) => {
      progress.fail();
      throw error;
    },
  );
}
