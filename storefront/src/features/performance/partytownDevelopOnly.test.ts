// eslint-disable-next-line @typescript-eslint/no-require-imports
const standIn: { partytownSnippet: () => string } = require('./partytownDevelopOnly.js');

describe("the browser bundle's stand-in for partytown's snippet builder", () => {
  it("is safe because Gatsby's partytown plugin builds the snippet in the browser only under gatsby develop", () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      jest.isolateModules(() => {
        const inject = jest.fn();
        jest.doMock('gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet', () => ({ injectPartytownSnippet: inject }));
        jest.doMock('gatsby-script', () => ({ collectedScriptsByPage: new Map([['/', [{ id: 'x' }]]]) }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const plugin = require('gatsby/dist/internal-plugins/partytown/gatsby-browser');
        plugin.onInitialClientRender();
        expect(inject).not.toHaveBeenCalled();
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('says where it comes from if something calls it after all', () => {
    expect(() => standIn.partytownSnippet()).toThrow(/not in the production browser bundle/);
  });
});
