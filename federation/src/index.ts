// The build-time side of @thryve/federation (Node): what a host's bundler configuration calls.
export { thryveShared, type SharedConfig, type ThryveSharedOptions } from './sharedBlock';
export { thryveRuntimePlugins } from './runtimePlugins';
