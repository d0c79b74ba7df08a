import { chakra } from '@chakra-ui/react';
import React from 'react';
import { colorModeMessages as m } from './messages';
import { useColorMode } from './useColorMode';

/**
 * 'Mode sombre' toggle button of the footer (on the footer's dark brown in both modes). The switch drawing follows
 * the <html> class through CSS, so it is right from the first paint; `aria-pressed` comes after mount (see
 * useColorMode), when the mode is known. Until then the button is inactive: in the static HTML a tap has no handler
 * to reach and would be lost (the footer hydrates last).
 */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <chakra.button
      type="button"
      onClick={toggle}
      disabled={mode === null}
      aria-pressed={mode === null ? undefined : mode === 'dark'}
      data-testid="color-mode-toggle"
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="8"
      px="3"
      py="1"
      borderWidth="1px"
      borderColor="brand.400"
      borderRadius="full"
      bg="transparent"
      color="brand.50"
      fontSize="sm"
      cursor="pointer"
      _hover={{ color: 'copper.200', borderColor: 'copper.300' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'copper.300', outlineOffset: '2px' }}
    >
      {m.dark}
      <chakra.span aria-hidden="true" position="relative" display="inline-block" w="8" h="4" borderRadius="full" bg="brand.600" _dark={{ bg: 'copper.500' }}>
        <chakra.span
          position="absolute"
          top="0.5"
          insetStart="0.5"
          w="3"
          h="3"
          borderRadius="full"
          bg="brand.50"
          transition="transform 0.15s ease-out"
          _dark={{ transform: 'translateX(1rem)' }}
          _motionReduce={{ transition: 'none' }}
        />
      </chakra.span>
    </chakra.button>
  );
}
