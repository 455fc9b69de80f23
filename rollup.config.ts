import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'rollup';
import type { GetManualChunk, ManualChunkMeta, Plugin } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { WIDGET_GROUPS, chunkNameOf } from './chunk-groups';
import { unalias } from './aliases';

const LOADER = 'src/entry/page.ts';
/** The loader proper, which the entry fetches only when the page has widget markup. */
const LOADER_CORE = 'src/entry/boot.ts';

/** Every module the loader entry imports statically (not through `import()`). */
const loaderGraph = (entry: string, meta: ManualChunkMeta): Set<string> => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    meta.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(entry);
  return seen;
};

let loaderModules: Set<string> | undefined;

const findModule = (meta: ManualChunkMeta, file: string) =>
  [...meta.getModuleIds()].find((m) => m.replaceAll('\\', '/').endsWith(`/${file}`));

// The state itself (atoms, the seam, the configuration) is shared; the actions that talk to
// services are not, or the shared chunk would carry the storefront client to every page that
// only switches contrast. Actions land in chunks shared by the widgets that use them.
// The reader's state (settings, privacy) and the shop's (cart, catalogue, user) are two shared
// chunks, so a page that only switches contrast does not carry the cart's state.
// The keyed-store helper rides with them: the shop, the orders and the comments all use it.
const SHARED_STATE = /\/src\/stores\/(seam|settings|privacy|index|load-when-shown|keyed)\.ts$/;
// The cart summary too: the header's MiniCart and the cart page both read it.
const SHOP_STATE = /\/src\/stores\/((cart|catalog|user)\/state|cart\/summary)\.ts$/;
// Left to itself Rollup makes a chunk of every set of modules shared by a different set of
// widgets: the kit's define and act-as-button (every behaviour in the header uses it) would
// be two requests on every page, the storefront client and the money rules it
// formats with two on every shop page. One chunk each keeps a page's request count and
// chain as short as before the kit existed, for a few hundred bytes at most.
// The link rules PreLoad (in every page's main nav), PostLoad and the page lookup share join
// them: a chunk of their own would be one more request on every page.
// The live region joins them too: the header's Search (every page) and the cart buttons use it.
// So does the markup builder the plain-DOM containers share (PriceTag, PriceTeaser,
// CommentsCount, MemberCount). The kit rides in the site chunk and the client in the shop core
// (below), not alone.
const KIT = /\/src\/(kit\/(define|act-as-button|live-region|dom-view)|domain\/preload)\.ts$/;
// The widgets' money formatting joins the money rules it wraps: shared by React containers
// and the plain-DOM PriceTag, it would otherwise be merged into whichever small chunk Rollup
// finds, and with it the helpers beside it, reshuffling every page's chunks.
// The store's money settings the formatting reads ride with them.
const CLIENT =
  /\/(src\/(stores\/(connections|lazy-client|store-money)|domain\/money)|widgets\/shared\/money)\.ts$/;
// The cart and catalogue actions every shop widget loads with, named so that no chunk of
// widgets claims them first (Rollup gives a module no rule names to the first chunk it meets).
// With them the hand-off to the commerce events, which come on a page's first event.
const SHOP_ACTIONS =
  /\/src\/(api\/storefront\/(catalog|cart)|stores\/((catalog|cart)\/(actions|run|view)|tell-later)|domain\/(membership|cart-groups|product-image))\.ts$/;
// Every React container's first-view rule reads the shop's state: it rides with it.
const FIRST_VIEW = /\/src\/stores\/first-view\.ts$/;

/** The site layout's chunk: its behaviours (WIDGET_GROUPS' first) with the kit and reader state. */
const SITE = chunkNameOf('Search');

// Modules that join the chunk of the one widget a page runs them with, rather than being a
// request of their own: the comments count's store (CommentsArea, which uses it too, comes
// later and rarely without the count), the relative-time rule (likewise), the plans' prices,
// the cart button controller and the price stores (the shop group; PriceTeaser and JobPostForm
// come with React, later), the job filter store. The address and the form pieces JobsFilters
// and ListControls share are one chunk, neither page carrying the other's widget.
const JOINS: readonly (readonly [RegExp, string])[] = [
  [
    /\/src\/(stores\/comments\/(views|state|actions)|api\/comments|domain\/comments)\.ts$/,
    'CommentsCount',
  ],
  [/\/src\/domain\/time-ago\.ts$/, 'AddTimeAgo'],
  [/\/src\/domain\/(subscription|plan-prices)\.ts$/, 'MembershipPlans'],
  [
    /\/(widgets\/shared\/addToCartButton|src\/domain\/price|src\/stores\/(catalog\/price|cart\/add-item))\.ts$/,
    'AddToCart',
  ],
  [/\/src\/(domain|stores)\/jobs-filter\.ts$/, 'AttachJobFilters'],
  // The in-place patch only the search page's widgets use (reached through the kit's index,
  // Rollup would put it in the first chunk that imports the kit).
  [/\/src\/kit\/dom-patch\.ts$/, 'SearchResults'],
  // The cart's line controls, shared with the checkout: the header's cart is on every page,
  // so they ride with it rather than cost every page one more request. Which lines go together
  // is the shop state's (domain/cart-groups: the item count needs it), or every shop page
  // would load this chunk.
  [
    /\/(widgets\/shared\/(QuantityStepper|ReloadCartButton)\.tsx|src\/(domain\/cart-pairs|stores\/cart\/grouped-line)\.ts)$/,
    'MiniCart',
  ],
];
// The member routes' guard rides with the cart's account follower every member widget loads.
const ACCOUNT =
  /\/(widgets\/shared\/useRouteGuard|src\/(api\/storefront|stores\/cart)\/account)\.ts$/;
const CONSENT = /\/(widgets\/consent\/consent|src\/domain\/partner-code)\.ts$/;
const ROVING = /\/src\/kit\/(roving|element-id|remember-attributes)\.ts$/;
const COMBOBOX = /\/src\/kit\/combobox\.ts$/;
const HIGHLIGHT = /\/src\/domain\/highlight\.ts$/;
// The search's rules (the page's query, labels, the client's request shape, a hit as shown):
// the suggestions and the search page share them. Left to Rollup they would join the search
// page's widgets, which the header's suggestions would then download.
const SEARCH_RULES = /\/src\/(domain\/search|stores\/search\/(location|view))\.ts$/;
// Search's suggestion box with the DOM binding of the combobox only it uses.
const SUGGESTION_BOX =
  /\/(widgets\/behaviours\/Search\/suggestion-(box|list)|src\/kit\/combobox-dom)\.ts$/;
const LIST_FORM =
  /\/(widgets\/shared\/list-form|src\/stores\/address|src\/domain\/list-query)\.ts$/;
// Every form's state and submit with the signals runtime they run on, and the form shell they
// go with: one chunk that any form fetches, and no reading page. The shell and the terms box
// are too small for chunks of their own, and Rollup would merge them into whichever small
// chunk it met. The field rules stay out: the checkout's route rules read them too, and would
// bring the signals runtime to its first view.
const FORM_STATE =
  /\/(src\/kit\/react\/(form-state|form-submit|focusFirstInvalid)\.ts|widgets\/shared\/(SubmitForm|TermsCheck)\.tsx|node_modules\/@preact\/signals-(core|react)\/.*)$/;
// Small React pieces the member area's views and the checkout's steps all show: the kit's
// alert and live region, the widgets' dates and the failed read's "Try again". Rollup merged
// them into one chunk by itself until a widget's imports changed; named, they stay one request.
const VIEW_PARTS =
  /\/(src\/kit\/react\/(FormAlert|LiveRegion)|widgets\/shared\/(dates|LoadFailed))\.tsx?$/;
/** Widgets whose folder is put in a named chunk: the groups' and those that modules join. */
const NAMED_WIDGETS = new Set([...WIDGET_GROUPS.flat(), ...JOINS.map(([, widget]) => widget)]);

// The entry is one tiny file with no static import, so a page with no widgets fetches nothing
// else; the loader proper and the registry are one chunk it fetches when markup is there. A
// widget is its own chunk, unless pages always run it with others (chunk-groups.ts). React
// (with its nanostores binding) is one chunk. The reader's state with the nanostores runtime
// and the kit ride with the site layout's behaviours, which every page of the site runs: one
// copy of each store per page, so the cart is the same object in every widget. The shop's
// state and the storefront client are one chunk: every page that runs one runs the other at
// first view. What the loader itself needs stays in the loader chunk, even when a store uses
// it too; otherwise the site chunk would absorb it and the loader would import it.
const sharedChunk: GetManualChunk = (id, meta) => {
  const path = id.replaceAll('\\', '/');
  const core = findModule(meta, LOADER_CORE);
  if (core) loaderModules ??= loaderGraph(core, meta);
  if (loaderModules?.has(id)) return 'loader';
  if (/\/node_modules\/(react|react-dom|scheduler|@nanostores\/react)\//.test(path)) return 'react';
  // The line thumbnail, a few bytes that the cart, the checkout and the order views all show,
  // rides with React: in a chunk of its own or of one of them it costs the others a request.
  if (/\/widgets\/shared\/LineThumbnail\.tsx$/.test(path)) return 'react';
  // The React host (and what a prerendered container carries over to its component) is
  // fetched with React every time: one request, one compression stream.
  if (/\/src\/loader\/(react-host\.tsx|carry-over\.ts)$/.test(path)) return 'react';
  // Only the shop core derives values; the reader's state needs no `computed`.
  if (/\/node_modules\/nanostores\/computed\//.test(path)) return 'shop-state';
  if (/\/node_modules\/(nanostores|@nanostores\/persistent)\//.test(path)) return SITE;
  if (SHARED_STATE.test(path)) return SITE;
  if (SHOP_STATE.test(path) || SHOP_ACTIONS.test(path) || FIRST_VIEW.test(path)) {
    return 'shop-state';
  }
  if (KIT.test(path)) return SITE;
  if (CLIENT.test(path)) return 'shop-state';
  // A widget's own module; what it imports statically follows it unless placed elsewhere,
  // what it imports by import() (Search's suggestion box) stays a chunk of its own.
  const widget = WIDGET_INDEX.exec(path)?.[1];
  if (widget && NAMED_WIDGETS.has(widget)) return chunkNameOf(widget);
  // A view at rest, with what it shares with its widget (the cart's label): merged into the
  // widget's chunk, it would bring React to the page it exists to spare it.
  const resting = REST_VIEW.exec(path)?.[1];
  if (resting) return `${resting}-rest`;
  // Who reads, from the session they keep, without the identity client: the header and the
  // views at rest ask it; in the account chunk it would bring the client and React along.
  if (READER_AT_REST.test(path)) return 'reader-at-rest';
  // The kit's pieces some widgets share keep their own chunks: reached through the kit's index,
  // Rollup would otherwise put them in the first widget chunk that imports from it.
  // The search library in a chunk of its own name, so its size line does not follow whichever
  // module Rollup names the chunk after (only the library: the stores stay where they land).
  if (/\/node_modules\/(algoliasearch|@algolia)\//.test(path)) return 'search-client';
  if (ROVING.test(path)) return 'roving';
  if (COMBOBOX.test(path)) return 'combobox';
  if (HIGHLIGHT.test(path)) return 'highlight';
  if (SEARCH_RULES.test(path)) return 'search-rules';
  if (SUGGESTION_BOX.test(path)) return 'suggestion-box';
  const joined = JOINS.find(([pattern]) => pattern.test(path));
  if (joined) return chunkNameOf(joined[1]);
  if (LIST_FORM.test(path)) return 'list-form';
  if (FORM_STATE.test(path)) return 'form-state';
  // The consent rules ride with the consent gate that fetches them: the data layer push, which
  // asks them too, comes only to a page that names a data layer, and costs the gate nothing.
  if (CONSENT.test(path)) return 'consent';
  if (VIEW_PARTS.test(path)) return 'view-parts';
  if (ACCOUNT.test(path)) return 'account';
  return undefined;
};

const WIDGET_INDEX = /\/(?:containers|behaviours)\/([^/]+)\/index\.ts$/;
const READER_AT_REST =
  /\/src\/(stores\/user\/(at-rest|rest-state)|api\/identity-check|domain\/session-record)\.ts$/;
// A container with a view at rest has a rest.ts in its folder (the registry's `rest`);
// test/build/rest-views.test.ts holds each such chunk free of React.
const RESTING = readdirSync(new URL('./widgets/containers', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(new URL(`./widgets/containers/${name}/rest.ts`, import.meta.url)));
const REST_VIEW = new RegExp(
  `/widgets/containers/(${RESTING.join('|')})/(?:rest|label|options)\\.ts$`,
);
const GROUP_NAMES = new Set(WIDGET_GROUPS.map((group) => group.join('-')));

// React 19 has useSyncExternalStore; the signals runtime's shim of it for React 17 would only
// pick React's own at run time, after the page downloaded the fallback.
const SHIM = 'use-sync-external-store/shim/index.js';
const nativeSyncStore = (): Plugin => ({
  name: 'native-sync-external-store',
  resolveId: (source) => (source === SHIM ? `\0${SHIM}` : null),
  load: (id) => (id === `\0${SHIM}` ? "export { useSyncExternalStore } from 'react';" : null),
});

/** dist/js/manifest.json: the loader's chunk, each widget's chunk and every chunk's imports. */
const manifest = (): Plugin => ({
  name: 'chunk-manifest',
  generateBundle(_options, bundle) {
    const imports: Record<string, string[]> = {};
    const widgets: Record<string, string> = {};
    let loader = '';
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      imports[chunk.fileName] = chunk.imports;
      const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'));
      if (ids.some((id) => id.endsWith(`/${LOADER_CORE}`))) loader = chunk.fileName;
      const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
      const widget = /\/(?:containers|behaviours)\/([^/]+)\/index\.ts$/.exec(facade);
      if (widget?.[1]) widgets[widget[1]] = chunk.fileName;
    }
    // A group's chunk holds several widgets and is the facade of none (nor is a chunk other
    // modules join): each widget is found by the chunk its module is in.
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        const widget = WIDGET_INDEX.exec(id.replaceAll('\\', '/'))?.[1];
        if (widget) widgets[widget] ??= chunk.fileName;
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: 'manifest.json',
      source: JSON.stringify({ loader, widgets, imports }, null, 2),
    });
  },
});

export default defineConfig({
  input: { widgets: LOADER },
  output: {
    dir: 'dist/js',
    format: 'es',
    // A chunk under 600 bytes joins one its importers already load: every set of widgets
    // sharing a form piece would otherwise cost a page a request (docs/budgets.md).
    experimentalMinChunkSize: 600,
    entryFileNames: '[name].js',
    // A widget's chunk is named after its folder (the registry's name), whatever Rollup would
    // call it: budgets and the network log find `chunks/Checkout-*.js`, never `index-*.js`. A
    // group's is named after its widgets, the first leading (chunk-groups.ts).
    chunkFileNames: (chunk) => {
      if (GROUP_NAMES.has(chunk.name)) return 'chunks/[name]-[hash].js';
      const widget = chunk.moduleIds
        .map((id) =>
          /\/(?:containers|behaviours)\/([^/]+)\/index\.ts$/.exec(id.replaceAll('\\', '/')),
        )
        .find(Boolean);
      return widget ? `chunks/${widget[1]}-[hash].js` : 'chunks/[name]-[hash].js';
    },
    sourcemap: true,
    manualChunks: sharedChunk,
    // The loader must not preload what only widgets need.
    hoistTransitiveImports: false,
  },
  preserveEntrySignatures: false,
  // The merging of small chunks reports its counts at info level, which a build's reader takes
  // for a warning; the size budgets measure what it made.
  onLog(level, log, handler) {
    if (log.code !== 'OPTIMIZE_CHUNK_STATUS') handler(level, log);
  },
  plugins: [
    {
      // `@kit/...` and the other layer aliases of tsconfig.json, then node-resolve as usual.
      name: 'aliases',
      resolveId(source, importer) {
        const path = unalias(source);
        return path === undefined ? null : this.resolve(path, importer, { skipSelf: true });
      },
    },
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    nativeSyncStore(),
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    manifest(),
  ],
});
