// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain JS module (aliased for the browser build)
import hoistNonReactStatics from './hoistStatics';

describe('hoist-non-react-statics stand-in', () => {
  it("copies the source's own statics, not React's nor those the target has", () => {
    const source = Object.assign(function Source() {}, { displayName: 'Source', defaultProps: { a: 1 }, load: () => 'data', shared: 'source' });
    const target = Object.assign(function Target() {}, { shared: 'target' });
    expect(hoistNonReactStatics(target, source)).toBe(target);
    expect({ load: (target as { load?: unknown }).load, shared: target.shared }).toEqual({ load: source.load, shared: 'target' });
    expect(Object.getOwnPropertyNames(target).filter((key) => key === 'displayName' || key === 'defaultProps')).toEqual([]);
  });
});
