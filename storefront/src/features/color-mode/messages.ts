/** Texts of the colour-mode toggle. */
export const colorModeMessages = {
  /** The toggle's name: a toggle button keeps one name, its pressed state says whether dark mode is on. */
  dark: 'Mode sombre',
} as const;
