/**
 * SPEC §2's permanent redirects, each a step from one path to another (or null when it does not
 * apply). decideRoute applies them until none does, so a browser gets the final target in one hop.
 * Fixed path words are matched case-insensitively, as the router matches them.
 */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Rule 1: add the trailing slash, except with a query, a dot, or the Dubai visa page. */
function trailingSlash(path: string, hasQuery: boolean): string | null {
  if (path.endsWith('/') || hasQuery || path.includes('.') || /\/visa-uae/i.test(path)) return null;
  return `${path}/`;
}

/** Rule 2: the Dubai and Istanbul flights pages are the city pages. */
function flightsToCity(path: string): string | null {
  const m = /^\/flights\/(dubai|istanbul)\/?$/i.exec(path);
  return m ? `/cities/${m[1]!.toLowerCase()}/` : null;
}

/** Rule 3: anything under the system-flight or charter-flight city prefix is that listing. */
function listingCityPrefix(path: string): string | null {
  const m = /^\/(system|charter)-flight\/city\//i.exec(withSlash(path));
  return m ? `/${m[1]!.toLowerCase()}-flight/` : null;
}

const TEHRAN_ISTANBUL = 'THR-IST';
const TEHRAN_ISTANBUL_LETTERS = new Set(['thrist', 'tehranistanbul']);

/** Rule 4: a malformed Tehran–Istanbul international path is the clean one. */
function tehranIstanbul(path: string): string | null {
  const m = /^\/international-flight\/(.+?)\/?$/i.exec(path);
  if (!m) return null;
  const x = m[1]!;
  const letters = x.toLowerCase().replace(/[^a-z]/g, '');
  if (!TEHRAN_ISTANBUL_LETTERS.has(letters) || x === TEHRAN_ISTANBUL) return null;
  return `/international-flight/${TEHRAN_ISTANBUL}/`;
}

/** Rule 5: the doubled-slash international-flight path is the international-flight page. */
function doubledSlash(path: string): string | null {
  return /^\/\/international-flight|\/international-flight\/\//i.test(path) ? '/international-flight/' : null;
}

/** Rule 6: the domestic flights listing is the flight page. */
function domesticFlights(path: string): string | null {
  return /^\/domestic-flights\/?$/i.test(path) ? '/flight/' : null;
}

const RULES: readonly ((path: string, hasQuery: boolean) => string | null)[] = [
  doubledSlash, flightsToCity, listingCityPrefix, tehranIstanbul, domesticFlights, trailingSlash,
];

/** The first rule's target for this path, or null when no rule applies. */
export function redirectStep(path: string, hasQuery: boolean): string | null {
  for (const rule of RULES) {
    const target = rule(path, hasQuery);
    if (target !== null && target !== path) return target;
  }
  return null;
}

const MAX_STEPS = 8;

/** Every rule applied until none does; null when the path is already final. */
export function finalRedirectTarget(path: string, hasQuery: boolean): string | null {
  let current = path;
  for (let i = 0; i < MAX_STEPS; i++) {
    const next = redirectStep(current, hasQuery);
    if (next === null) break;
    current = next;
  }
  return current === path ? null : current;
}
