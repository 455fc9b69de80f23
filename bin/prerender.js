#!/usr/bin/env node
/* global console, process */
// The build-time render, as the installed package's command:
//   npx magazine-widgets-prerender _site/ --origin https://magazine.example
// rewrites every .html file under the folders named, each container's first view rendered
// into its host. It runs dist/prerender/, which needs jsdom installed beside the package.
try {
  await import('jsdom');
} catch {
  console.error('magazine-widgets-prerender needs jsdom: npm install --save-dev jsdom');
  process.exit(2);
}
await import('../dist/prerender/cli.js');
