// The layers of docs/architecture.md, as lint. Each folder lists the folders it must never
// import from; a layer may import only the layers to its right:
//   widgets -> stores -> payments -> api -> domain;  widgets -> kit -> domain;
//   loader -> kit;  prerender -> stores, kit, domain;  demo/server -> domain;
//   entry -> loader, prerender, widgets (the one place that hands the widgets to both).
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ALL = [
  'src/domain',
  'src/config',
  'src/api',
  'src/payments',
  'src/stores',
  'src/kit',
  'src/loader',
  'src/prerender',
  'src/entry',
  'widgets',
  'stories',
  'demo',
  'test',
];

/** `target` may import only `allowed` (and its own folder). */
const layer = (target, allowed, message) =>
  ALL.filter((from) => !allowed.includes(from) && !target.startsWith(from)).map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message,
  }));

export const layerZones = [
  ...layer('src/domain', [], 'src/domain is pure rules: it imports nothing of ours.'),
  ...layer('src/config', ['src/domain'], 'src/config reads the page; it imports only src/domain.'),
  ...layer('src/api', ['src/domain'], 'src/api talks to services; it imports only src/domain.'),
  ...layer(
    'src/payments',
    ['src/api', 'src/domain', 'src/config'],
    'src/payments imports only src/api, src/config and src/domain.',
  ),
  ...layer(
    'src/stores',
    ['src/payments', 'src/api', 'src/domain', 'src/config'],
    'src/stores imports only src/payments, src/api, src/config and src/domain.',
  ),
  ...layer('src/kit', ['src/domain'], 'src/kit imports only src/domain.'),
  ...layer(
    'widgets',
    ['src/stores', 'src/kit', 'src/domain'],
    'A widget imports only stores, the kit and pure rules: never src/api, src/loader or payments directly.',
  ),
  ...layer(
    'src/loader',
    ['src/kit'],
    'src/loader imports only the kit: the entry hands it the registry.',
  ),
  ...layer(
    'src/prerender',
    ['src/stores', 'src/kit', 'src/config', 'src/domain'],
    'src/prerender never imports the widgets: the entry hands it the registry.',
  ),
  ...layer(
    'src/entry',
    ['src/loader', 'src/prerender', 'widgets', 'src/kit', 'src/stores', 'src/domain'],
    'src/entry composes the loader and the render with the widgets; nothing else.',
  ),
  ...layer('demo/server', ['src/domain'], 'The reference backend shares only src/domain.'),
];

const WIDGET_KINDS = ['containers', 'behaviours'];
const widgetFolders = (kind) =>
  readdirSync(new URL(`./widgets/${kind}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A widget's folder imports nothing of another widget's folder: what two widgets share lives
 * in widgets/shared, so a widget's chunk never carries another widget's code by accident.
 */
export const widgetZones = WIDGET_KINDS.flatMap((kind) =>
  widgetFolders(kind).flatMap((name) =>
    WIDGET_KINDS.map((other) => ({
      target: `./widgets/${kind}/${name}`,
      from: `./widgets/${other}`,
      ...(other === kind && { except: [`./${name}`] }),
      message: 'A widget imports no other widget: share the piece through widgets/shared.',
    })),
  ),
);

export const layers = [
  {
    files: [
      'src/**/*.{ts,tsx}',
      'widgets/**/*.{ts,tsx}',
      'demo/server/**/*.ts',
      // Checked by test/lint/layers.test.ts; ignored by the project's own lint run.
      'test/lint/fixtures/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the TypeScript files an import leads to, or no-cycle sees no further than one file.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...widgetZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
