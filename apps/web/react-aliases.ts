/**
 * React's packages as the browser's build and the web tests resolve them: Preact's compatibility layer, which runs
 * the same components at a fraction of React DOM's size (decision 43).
 */
export const BROWSER_REACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
