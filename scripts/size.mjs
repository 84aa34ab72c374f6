#!/usr/bin/env node
// Prints the JavaScript the browser loads before the first paint of `/`, in kB gzip:
// the entry chunk, its static imports, and the lazily loaded home route with its static imports.
// Exits 1 over the budget. Usage: npm run size [-- --no-build]; SIZE_DIR builds elsewhere than dist/.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The routed app's shell (guarded router, header, footer, bottom bar) and stores put the first paint
// at ~185 kB; the 150 kB target of the routed-app issue is not met yet (see the note).
// This budget keeps it from growing while that work is open.
const BUDGET_KB = 190;
const HOME_ROUTE = 'src/screens/home/HomeScreen.tsx';
const DIR = process.env.SIZE_DIR || 'dist';

if (!process.argv.includes('--no-build')) execSync(`npx vite build --outDir ${DIR} --emptyOutDir`, { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(`${DIR}/.vite/manifest.json`, 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entry);
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of its own: is the route lazy?`);
collect(HOME_ROUTE);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const kb = gzipSync(readFileSync(`${DIR}/${file}`)).length / 1024;
  total += kb;
  console.log(`${kb.toFixed(2).padStart(8)} kB  ${file}`);
}
console.log(`home route initial JS: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
process.exit(total <= BUDGET_KB ? 0 : 1);
