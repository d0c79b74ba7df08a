import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { BackToTop } from '../../components/layout/BackToTop';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { createNavigationProgress } from './progress';

describe('navigation progress bar component', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is absent at rest, appears 2 px high after the throttle, turns red on failure, then goes', () => {
    const store = createNavigationProgress();
    render(<NavigationProgress store={store} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => store.start('/blog/'));
    act(() => void jest.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Chargement de la page' });
    expect(bar).toHaveStyle({ height: '2px', position: 'fixed', top: '0px' });
    expect(bar).not.toHaveAttribute('data-failed');
    expect(bar).toHaveStyle({ backgroundColor: 'rgb(184, 115, 51)' });
    act(() => void jest.advanceTimersByTime(1000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(20);
    act(() => store.fail());
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-failed', 'true');
    expect(screen.getByRole('progressbar')).toHaveStyle({ backgroundColor: 'rgb(220, 38, 38)' });
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('offline banner', () => {
  afterEach(() => jest.restoreAllMocks());

  it("says 'Vous êtes hors ligne.' while offline and disappears when back online", () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByText('Vous êtes hors ligne.')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Vous êtes hors ligne.')).not.toBeInTheDocument();
  });
});

describe('back-to-top button', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      (window as { scrollY: number }).scrollY = y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    (window as { scrollY: number }).scrollY = 0;
  });

  const scrollTo = (y: number) => {
    (window as { scrollY: number }).scrollY = y;
    act(() => void window.dispatchEvent(new Event('scroll')));
  };

  it('appears past 400 px and climbs back 120 px per frame', () => {
    renderWithProviders(<BackToTop />);
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();
    scrollTo(500);
    fireEvent.click(screen.getByRole('button', { name: 'Revenir en haut de la page' }));
    const positions: number[] = [];
    while (frames.length) {
      frames.shift()!(0);
      positions.push(window.scrollY);
    }
    expect(positions).toEqual([380, 260, 140, 20, 0]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();
  });

  it('stops climbing when the visitor scrolls with the wheel', () => {
    renderWithProviders(<BackToTop />);
    scrollTo(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Revenir en haut de la page' }));
    frames.shift()!(0);
    expect(window.scrollY).toBe(2880);
    act(() => void window.dispatchEvent(new Event('wheel')));
    while (frames.length) frames.shift()!(0);
    expect(window.scrollY).toBe(2880);
  });
});
