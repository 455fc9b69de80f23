import { defineConfig } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

// One entry, the loader; every widget is a dynamic import and so its own chunk. React and the
// nanostores runtime get named chunks so every widget shares them. Our own stores are left to
// rollup's chunking, which never duplicates a module: a store used by several widgets lands in
// one shared chunk, so the cart is one object per page. Forcing them into a manual chunk would
// also drag in the domain constants the loader needs, and with them a second request for every
// page, including pages with no widget at all.
const sharedChunk = (id: string): string | undefined => {
  const path = id.replaceAll('\\', '/');
  if (/\/node_modules\/(react|react-dom|scheduler|@nanostores\/react)\//.test(path)) return 'react';
  if (/\/node_modules\/(nanostores|@nanostores\/persistent)\//.test(path)) return 'stores';
  return undefined;
};

export default defineConfig({
  input: { widgets: 'src/loader/index.ts' },
  output: {
    dir: 'dist/js',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    manualChunks: sharedChunk,
    // The loader must not preload what only widgets need.
    hoistTransitiveImports: false,
  },
  preserveEntrySignatures: false,
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
});
