import { chakra } from '@chakra-ui/react';

/**
 * A plain styled <input>. Chakra's Input brings Ark's field machinery (~8 KB gzip on every page) for
 * features the shop's two inputs (search, quantity) do not use.
 */
export const TextInput = chakra('input', {
  base: {
    width: '100%',
    minWidth: '0',
    height: '10',
    px: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'page',
    color: 'fg',
    fontSize: 'md',
    outline: '0',
    _placeholder: { color: 'fg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'copper.focusRing', outlineOffset: '1px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
});
