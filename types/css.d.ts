// CSS files are imported for their side effect (the build's CSS rule injects them; Jest stubs them). One
// declaration for every browser workspace (host, auth-remote, the example host) and the tests and bench that
// import their components.
declare module '*.css';
