import { precompress } from './precompress';

// `tsx demo/build/compress.ts dist`: the last step of `npm run build`.
const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: tsx demo/build/compress.ts <dir>...');
  process.exit(2);
}
for (const dir of dirs) {
  const written = await precompress(dir);
  const count = (encoding: string) => written.filter((w) => w.encoding === encoding).length;
  console.log(`${dir}: ${count('br')} brotli and ${count('gzip')} gzip copies written`);
}
