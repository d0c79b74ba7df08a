/**
 * Stand-in for `hoist-non-react-statics` in the browser build (aliased in gatsby-node): emotion imports the package
 * for its `withTheme`, which the shop never calls, and the package (with its own copy of react-is) weighed 1.2 KB
 * gzip in every page. Same contract: the source component's own statics that React does not define are copied onto
 * the target, unless the target has them.
 */
const REACT_STATICS = new Set([
  '$$typeof', 'arguments', 'arity', 'callee', 'caller', 'childContextTypes', 'compare', 'contextType', 'contextTypes',
  'defaultProps', 'displayName', 'getDefaultProps', 'getDerivedStateFromError', 'getDerivedStateFromProps', 'length',
  'mixins', 'name', 'propTypes', 'prototype', 'render', 'type',
]);

export default function hoistNonReactStatics(target, source) {
  if (typeof source === 'string') return target;
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (REACT_STATICS.has(key) || key in target) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    } catch {
      // a read-only property of the target: left as it is, as the package does
    }
  }
  return target;
}
