// Finds the system Chromium for every browser test: CHROME_PATH, else /usr/bin/chromium.
// When neither exists: installs Debian's package as root on Debian/Ubuntu, else says how. Never skips.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROME_PATH || DEFAULT_PATH;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${path}, which does not exist.`);
  }
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const debianLike = /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(osRelease);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debianLike && isRoot) {
    console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  throw new Error(
    'The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome\n' +
      'The browser tests are never skipped, so npm test stops here.',
  );
}

/** Launch flags that work as root in a container with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
