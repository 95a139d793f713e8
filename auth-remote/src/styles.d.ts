// CSS files are imported for their side effect (the build's CSS rule injects them; Jest stubs them).
declare module '*.css';
