import type { GatsbyConfig } from 'gatsby';

// Telemetry off for every build, whoever runs it (the start script sets it too).
process.env.GATSBY_TELEMETRY_DISABLED = '1';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Maison Chaleur',
    description: 'Chauffage électrique, sèche-serviettes, cheminées, chauffe-eau et climatiseurs.',
    siteUrl: process.env.SITE_URL || 'http://localhost:8000',
  },
  trailingSlash: 'always',
  // Types are written by hand next to each query (src/lib/*-data.ts): no generated file to keep in git.
  graphqlTypegen: false,
  plugins: ['gatsby-plugin-image', 'gatsby-plugin-sharp', 'gatsby-transformer-sharp'],
};

export default config;
