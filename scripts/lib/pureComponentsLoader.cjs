// A loader for react-router's ES build in production: lets the bundler drop the components and contexts a page
// does not use. react-router gives each one a name with a top-level `X.displayName = "…"` statement: a side effect
// that no minifier may remove, so every unused one (NavLink, Form with its whole submit code, ScrollRestoration, the
// data router's contexts) stays in every bundle that imports anything from it (remix-run/react-router#15299 would
// fix it upstream). This removes those top-level statements and marks the top-level `forwardRef`, `memo` and
// `createContext` initialisers pure. React reads `displayName` only for development messages and DevTools, and
// production builds have neither; DevTools falls back to the function's own name.

/** Top-level `Name.displayName = "…";` lines (indented ones are inside functions and stay). */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** Top-level `var Name = React….forwardRef(` and the like. */
const TOP_LEVEL_COMPONENT = /^(var|let|const) ([A-Za-z_$][\w$]*) = (React\w*\.(?:forwardRef|memo|createContext)\()/gm;

/** @param {string} source */
function pureComponents(source) {
  return source.replace(TOP_LEVEL_DISPLAY_NAME, '').replace(TOP_LEVEL_COMPONENT, '$1 $2 = /* @__PURE__ */ $3');
}

module.exports = pureComponents;
