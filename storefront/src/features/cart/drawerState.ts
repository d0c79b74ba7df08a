import { useSyncExternalStore } from 'react';

/**
 * Section 4.3: the cart drawer is visible or hidden, toggled from the navigation bar (and opened by an add to
 * cart). A tiny store rather than a context: the header, the product page and the layout read it without a provider.
 */
type DrawerState = { open: boolean; /** once opened, the drawer's code stays loaded */ requested: boolean };

let state: DrawerState = { open: false, requested: false };
const listeners = new Set<() => void>();

function set(next: DrawerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const cartDrawer = {
  open: () => set({ open: true, requested: true }),
  close: () => set({ ...state, open: false }),
  toggle: () => (state.open ? cartDrawer.close() : cartDrawer.open()),
  setOpen: (open: boolean) => (open ? cartDrawer.open() : cartDrawer.close()),
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** tests only */
  reset: () => set({ open: false, requested: false }),
};

const serverState: DrawerState = { open: false, requested: false };

export function useCartDrawer(): DrawerState {
  return useSyncExternalStore(cartDrawer.subscribe, cartDrawer.get, () => serverState);
}
