import { toPreact, usesPreact } from './preactBundle';

const moduleAt = (file: string) => ({ nameForCondition: () => file });

describe('the browser bundle on Preact', () => {
  it('only for the browser build: the static HTML and gatsby develop stay on React, and a build can ask for React', () => {
    expect(usesPreact('build-javascript', {})).toBe(true);
    expect(usesPreact('build-javascript', { GATSBY_BROWSER_RUNTIME: 'react' })).toBe(false);
    for (const stage of ['build-html', 'develop', 'develop-html']) expect(usesPreact(stage, {})).toBe(false);
  });

  it("replaces Gatsby's react and react-dom aliases where they are (webpack takes the first that matches)", () => {
    const config = toPreact({ resolve: { alias: { gatsby$: '/cache/entry.js', react: '/nm/react', 'react-dom': '/nm/react-dom', other: '/x' } } });
    expect(Object.entries(config.resolve?.alias ?? {})).toEqual([
      ['gatsby$', '/cache/entry.js'],
      ['react', 'preact/compat'],
      ['react-dom', 'preact/compat'],
      ['other', '/x'],
    ]);
  });

  it("keeps webpack's cache of a Preact build apart from a React build's", () => {
    const cache = { name: 'build-javascript', cacheLocation: '/site/.cache/webpack/stage-build-javascript' };
    expect(toPreact({ cache }).cache).toEqual({ ...cache, cacheLocation: '/site/.cache/webpack/stage-build-javascript-preact' });
  });

  it("puts Preact in Gatsby's framework chunk, and nothing else of node_modules", () => {
    const framework = { test: () => false as boolean };
    toPreact({ optimization: { splitChunks: { cacheGroups: { framework } } } });
    const test = framework.test as unknown as (module: ReturnType<typeof moduleAt>) => boolean;
    expect(test(moduleAt('/site/node_modules/preact/compat/dist/compat.module.js'))).toBe(true);
    expect(test(moduleAt('/site/node_modules/preact/hooks/dist/hooks.module.js'))).toBe(true);
    expect(test(moduleAt('/site/node_modules/preact-render-to-string/dist/index.module.js'))).toBe(false);
    expect(test(moduleAt('/site/node_modules/@chakra-ui/react/dist/esm/index.js'))).toBe(false);
  });
});
