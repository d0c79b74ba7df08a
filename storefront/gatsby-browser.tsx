import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { Providers } from './src/components/layout/Providers';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <Providers>{element}</Providers>;
