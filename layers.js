// The layers of the repository, lowest first, as `import-x/no-restricted-paths` zones (eslint.config.js): a module
// may import from its own layer and the layers below it, never from one above (type-only and dynamic imports
// included). An import that runs up fails `npm run lint`.
import { join } from 'node:path';

const root = import.meta.dirname;

/**
 * Zones for one package: each folder (of `dir`) may not import from the folders of the layers above its own.
 * `top`: what sits above every layer (entries, test kits): no layer imports it. Folders of one layer may import each
 * other unless `apart` (features: none imports another).
 */
function layered(dir, layers, { top = [], apart = false, except = {} } = {}) {
  const zones = [];
  layers.forEach((layer, index) => {
    const above = [...layers.slice(index + 1).flat(), ...top];
    for (const folder of layer) {
      const target = `./${dir}/${folder}`;
      const siblings = apart ? layer.filter((other) => other !== folder) : [];
      for (const from of [...above, ...siblings]) {
        const zone = { target, from: `./${dir}/${from}`, message: `${dir}: ${folder} is below ${from}.` };
        const allowed = except[from];
        zones.push(allowed ? { ...zone, ...allowed(zone.from) } : zone);
      }
    }
  });
  return zones;
}

/**
 * The packages: the contract is the lowest (it runs anywhere), shared (the browser's session) builds on it,
 * federation on both, the apps on all three. @thryve/server runs in partners' backends on the contract alone.
 */
const APPS = ['./auth-remote', './host', './api', './page-server', './examples'];
const PACKAGES = [
  { target: './contract', from: ['./shared', './federation', './server', ...APPS] },
  { target: './shared', from: ['./federation', ...APPS] },
  { target: './federation', from: APPS },
].map((zone) => ({
  ...zone,
  message: 'Packages import downwards only: contract <- shared <- federation <- the apps.',
}));

/**
 * @thryve/contract: the redirect rule; the error codes and messages, the catalogues (and their loading on demand)
 * and the types, which read each other; the validation rules on them; the entry on top.
 */
const CONTRACT = layered('contract/src', [['navigation'], ['errors', 'i18n', 'lib', 'types'], ['validation']], {
  top: ['index.ts'],
});

/**
 * @thryve/shared, on the contract: the config, the types of the screens and the messages' React bindings; the API
 * client, the Firebase operations, passkeys, the session store, its React bindings; the entry (index.ts), the 3.x
 * re-exports of the contract, the test kit and the first screen's module (its page scripts compile the session's
 * stored-session test) on top.
 */
const SHARED = layered(
  'shared/src',
  [['config', 'i18n', 'types'], ['http'], ['auth'], ['passkeys'], ['session'], ['react']],
  { top: ['index.ts', 'deprecated', 'testing', 'first-screen'] },
);

/**
 * The remote: appearance, shared components, the provider and session API, the screens (apart), the exposed modules,
 * `mount` (which loads the exposed screens) and the build-time prerender of the first screens.
 */
const AUTH_REMOTE = [
  ...layered(
    'auth-remote/src',
    [
      ['appearance'],
      ['components'],
      ['provider', 'session'],
      ['sign-in', 'sign-up', 'account'],
      ['exposes'],
      ['mount'],
      ['prerender'],
    ],
    { top: ['test', 'index.ts', 'bootstrap.tsx'] },
  ),
  ...layered('auth-remote/src', [['sign-in', 'sign-up', 'account']], { apart: true }),
];

/**
 * The host: the API calls, components, texts, the remote's loading, the guards, the pages, the app (router) on top.
 * The app's paths and page locale are read by every layer; the host's text catalogue gathers the pages' texts.
 */
const HOST = layered('host/src', [['api'], ['components'], ['i18n'], ['remotes'], ['routing'], ['routes'], ['app']], {
  top: ['test', 'index.ts', 'bootstrap.tsx'],
  except: {
    app: () => ({ except: ['./paths.ts', './usePageLocale.ts'] }),
    routes: (from) => ({ from: `${from}/**`, except: [join(root, 'host/src/routes/**/messages.*.ts')] }),
  },
});

/** @thryve/federation: the runtime plugins, the React bindings on them; the build-time helpers and entry on top. */
const FEDERATION = layered('federation/src', [['runtime'], ['react']], {
  top: ['index.ts', 'runtimePlugins.ts', 'sharedBlock.ts'],
});

export const LAYER_ZONES = [...PACKAGES, ...CONTRACT, ...SHARED, ...AUTH_REMOTE, ...HOST, ...FEDERATION];
