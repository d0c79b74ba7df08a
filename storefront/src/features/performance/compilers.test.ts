import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { withEsbuildSources, withSwcMinifier } from './compilers';

type Rule = { test?: RegExp; include?: (file: string) => boolean; use?: { loader: string; options: object }[] };

/** A site folder (the repository's packages) with one module of each kind, and Gatsby's own rule for its sources (it takes every site file). */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'package.json'), '{}');
  symlinkSync(path.join(__dirname, '..', '..', '..', '..', 'node_modules'), path.join(root, 'node_modules'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(root, 'src', name), text);
    return path.join(root, 'src', name);
  };
  return {
    root,
    plain: file('Button.tsx', 'export const Button = () => <button>Ajouter</button>;'),
    pageQuery: file('product.tsx', 'export const query = graphql`query { site { id } }`;'),
    staticQuery: file('Seo.tsx', 'const data = useStaticQuery(q);'),
    javascript: file('hoist.js', 'module.exports = {};'),
    gatsbyRule: { test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file: string) => !file.includes('node_modules') } as Rule,
  };
}

describe("the production build's compilers", () => {
  it('gives esbuild the TypeScript modules without a query, and leaves Babel the queries, JavaScript and the rest', () => {
    const { root, plain, pageQuery, staticQuery, javascript, gatsbyRule } = site();
    const rules = withEsbuildSources({ module: { rules: [gatsbyRule] } }, root, 'es2017').module!.rules as Rule[];
    const [babel, esbuild] = rules;
    expect(esbuild.use![0].options).toEqual({ jsx: 'automatic', target: 'es2017' });
    expect(esbuild.use![0].loader).toMatch(/esbuild-loader/);
    expect([babel.include!(plain), esbuild.include!(plain)]).toEqual([false, true]);
    for (const file of [pageQuery, staticQuery, javascript, path.join(root, '..', 'packages', 'shared', 'src', 'index.ts'), path.join(root, '.cache', 'app.js')]) {
      expect([babel.include!(file), esbuild.include!(file)]).toEqual([true, false]);
    }
    expect(babel.include!(path.join(root, 'node_modules', 'x', 'index.js'))).toBe(false);
  });

  it("leaves Gatsby's other rules as they are", () => {
    const { root } = site();
    const images = { test: /\.(png|jpg)$/, include: () => true };
    expect((withEsbuildSources({ module: { rules: [images] } }, root, 'node20').module!.rules as Rule[])[0]).toBe(images);
  });

  it('minifies with SWC in place of Terser and keeps the CSS minimizer', () => {
    const css = { name: 'css-minimizer' };
    const { minimizer } = withSwcMinifier({ optimization: { minimizer: [new TerserPlugin(), css] } }).optimization!;
    expect(minimizer).toHaveLength(2);
    expect((minimizer![0] as unknown as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(minimizer![1]).toBe(css);
  });
});
