import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { isOnline, useOnlineStatus } from './connectivity';

function Probe() {
  return <p>{useOnlineStatus() ? 'en ligne' : 'hors ligne'}</p>;
}

describe('online/offline status', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts an unknown status as online and only an explicit false as offline', () => {
    expect(isOnline(undefined)).toBe(true);
    expect(isOnline({ onLine: true })).toBe(true);
    expect(isOnline({ onLine: false })).toBe(false);
  });

  it("follows the browser's offline and online events", () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Probe />);
    expect(screen.getByText('en ligne')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('hors ligne')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('en ligne')).toBeInTheDocument();
  });
});
