/**
 * Build-time stand-in for '@chakra-ui/react/theme' (aliased in gatsby-node's webpack config).
 * The real module also builds Chakra's full default theme, whose ~90 component recipes then ship
 * in every page (~25 KB gzip) even though only the names below are imported. This file offers the
 * same names from Chakra's own files, without the rest. `chakra-theme-files/` points at Chakra's
 * dist/esm/theme folder; theme-slim.test.ts checks it still matches the real module.
 */
export { breakpoints } from 'chakra-theme-files/breakpoints.js';
export { globalCss } from 'chakra-theme-files/global-css.js';
export { layerStyles } from 'chakra-theme-files/layer-styles.js';
export { animationStyles } from 'chakra-theme-files/motion-styles.js';
export { textStyles } from 'chakra-theme-files/text-styles.js';
export { keyframes } from 'chakra-theme-files/tokens/keyframes.js';
export { buttonRecipe } from 'chakra-theme-files/recipes/button.js';
export { inputRecipe } from 'chakra-theme-files/recipes/input.js';
export { headingRecipe } from 'chakra-theme-files/recipes/heading.js';
export { linkRecipe } from 'chakra-theme-files/recipes/link.js';
export { spinnerRecipe } from 'chakra-theme-files/recipes/spinner.js';
export { drawerSlotRecipe } from 'chakra-theme-files/recipes/drawer.js';
import { semanticColors } from 'chakra-theme-files/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme-files/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme-files/semantic-tokens/shadows.js';
import { animations } from 'chakra-theme-files/tokens/animations.js';
import { aspectRatios } from 'chakra-theme-files/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme-files/tokens/blurs.js';
import { borders } from 'chakra-theme-files/tokens/borders.js';
import { colors } from 'chakra-theme-files/tokens/colors.js';
import { cursor } from 'chakra-theme-files/tokens/cursor.js';
import { durations } from 'chakra-theme-files/tokens/durations.js';
import { easings } from 'chakra-theme-files/tokens/easings.js';
import { fontSizes } from 'chakra-theme-files/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme-files/tokens/font-weights.js';
import { fonts } from 'chakra-theme-files/tokens/fonts.js';
import { letterSpacings } from 'chakra-theme-files/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme-files/tokens/line-heights.js';
import { radii } from 'chakra-theme-files/tokens/radius.js';
import { sizes } from 'chakra-theme-files/tokens/sizes.js';
import { spacing } from 'chakra-theme-files/tokens/spacing.js';
import { zIndices } from 'chakra-theme-files/tokens/z-indices.js';

export const tokens = {
  aspectRatios, animations, blurs, borders, colors, durations, easings, fonts, fontSizes, fontWeights,
  letterSpacings, lineHeights, radii, spacing, sizes, zIndex: zIndices, cursor,
};
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';
