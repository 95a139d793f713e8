/* global THRYVE_REMOTE_URL */
// A federation runtime plugin of this host (vite.config.js, runtimePlugins): it registers the Thryve remote as the
// runtime starts, before the page's first use of the contract, so that the contract plugin can run a later release
// the remote serves (our fixes, without your rebuild). The Vite plugin itself registers only remotes that the code
// imports by name.
export default function thryveRemote() {
  return {
    name: 'partner-thryve-remote',
    beforeInit(args) {
      const remotes = args.userOptions.remotes ?? [];
      args.userOptions.remotes = [...remotes, { name: 'auth_remote', entry: THRYVE_REMOTE_URL }];
      return args;
    },
  };
}
