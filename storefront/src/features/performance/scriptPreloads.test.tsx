import React from 'react';
import { withoutScriptPreloads } from './scriptPreloads';

describe('withoutScriptPreloads', () => {
  it('drops the script preloads and keeps everything else of the head, in order', () => {
    const head = [
      <style key="css" data-identity="gatsby-global-css" />,
      <link key="app" as="script" rel="preload" href="/app-1.js" />,
      <link key="data" as="fetch" rel="preload" href="/page-data/index/page-data.json" crossOrigin="anonymous" />,
      <link key="later" as="script" rel="prefetch" href="/component---cart.js" />,
      <title key="title">Maison Chaleur</title>,
      'texte',
    ];
    expect(withoutScriptPreloads(head).map((c) => (typeof c === 'string' ? c : c.key))).toEqual(['css', 'data', 'later', 'title', 'texte']);
  });
});
