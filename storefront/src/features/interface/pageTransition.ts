/**
 * The page transition named 'page' (spec 4.6): a short fade of the new page, none with reduced motion.
 *
 * A `<style>` in every page's head (gatsby-ssr), not an imported stylesheet: a cold Gatsby build extracts an imported
 * CSS file in a child compilation whose hash joins webpack's compilation hash, a cached rebuild does not. The first
 * content publish after each start then changed the hash with no code changed, and Gatsby reloads every open page
 * whose next navigation meets a different hash (navigation.js), or whose HTML and app-data.json straddle the swap.
 */
export const PAGE_TRANSITION_CLASS = 'page-transition';

export const PAGE_TRANSITION_CSS = [
  '@keyframes page{from{opacity:.35}to{opacity:1}}',
  `.${PAGE_TRANSITION_CLASS}{animation:page 180ms ease-out}`,
  `@media (prefers-reduced-motion:reduce){.${PAGE_TRANSITION_CLASS}{animation:none}}`,
].join('');
