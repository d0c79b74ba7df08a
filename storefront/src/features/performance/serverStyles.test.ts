import { gatherServerStyles } from './serverStyles';

const body = [
  '<div id="gatsby-focus-wrapper">',
  '<style data-emotion="css-global ad1llf">@layer reset,base;</style>',
  '<style data-emotion="css-global 1k7b3w6">@layer reset{html{line-height:1.5}}</style>',
  '<style data-emotion="css 1p2jedj">.css-1p2jedj{color:red}</style><a class="css-1p2jedj">Accueil</a>',
  '<style data-emotion="css 61zvjt">.css-61zvjt{margin:0}</style><p class="css-61zvjt">Un</p>',
  '<style data-emotion="css 61zvjt">.css-61zvjt{margin:0}</style><p class="css-61zvjt">Deux</p>',
  '<style data-emotion="css zmuozh pulse">.css-zmuozh{animation:pulse 1s}@keyframes pulse{50%{opacity:.5}}</style><span class="css-zmuozh"></span>',
  '<style>.island{display:contents}</style>',
  '</div>',
].join('');

describe('gatherServerStyles', () => {
  const styles = gatherServerStyles(body);

  it('leaves the body without emotion style tags, and everything else in place', () => {
    expect(styles.body).toBe(
      '<div id="gatsby-focus-wrapper"><a class="css-1p2jedj">Accueil</a><p class="css-61zvjt">Un</p><p class="css-61zvjt">Deux</p><span class="css-zmuozh"></span><style>.island{display:contents}</style></div>',
    );
  });

  it('keeps the global sheets apart, in document order', () => {
    expect(styles.globals).toEqual([
      { dataEmotion: 'css-global ad1llf', css: '@layer reset,base;' },
      { dataEmotion: 'css-global 1k7b3w6', css: '@layer reset{html{line-height:1.5}}' },
    ]);
  });

  it('gathers every class rule once, in document order, with the names the browser must know', () => {
    expect(styles.classes.names).toEqual(['1p2jedj', '61zvjt', 'zmuozh', 'pulse']);
    expect(styles.classes.css).toBe('.css-1p2jedj{color:red}.css-61zvjt{margin:0}.css-zmuozh{animation:pulse 1s}@keyframes pulse{50%{opacity:.5}}');
  });

  it('changes nothing in a body emotion did not style (a client-only page)', () => {
    expect(gatherServerStyles('<div></div>')).toEqual({ body: '<div></div>', globals: [], classes: { names: [], css: '' } });
  });
});
