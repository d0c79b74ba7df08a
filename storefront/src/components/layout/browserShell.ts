/**
 * What gatsby-browser loads in a browser task of its own before the first render: Chakra's modules (its styled
 * system, the theme, emotion) evaluate there instead of in `app.js`'s evaluation, the longest task of a first load
 * once the rest was cut (issue 15). Nothing else of gatsby-browser's imports reaches Chakra.
 */
export { Providers } from './Providers';
export { buildShopSystemInTasks } from '../../theme/system';
