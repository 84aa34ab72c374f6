/**
 * Where a design token is used, read from the components' CSS modules as they are (issue 31: the
 * Tokens page says where each radius, shadow and breakpoint is used): the folders whose CSS names it.
 */
const MODULES = import.meta.glob<string>('../../src/**/*.module.css', { query: '?raw', import: 'default', eager: true });

/** The component (or screen) a CSS module belongs to: its folder, or its file name in a shared folder. */
function ownerOf(file: string): string {
  const parts = file.replace(/^.*\/src\//, '').split('/');
  const name = parts.at(-1)!.replace('.module.css', '');
  const folder = parts.at(-2)!;
  return /^[A-Z]/.test(folder) ? folder : name;
}

/** The owners whose CSS matches `pattern`, each once, sorted. */
export function usersOf(pattern: RegExp): string[] {
  const owners = new Set<string>();
  for (const [file, css] of Object.entries(MODULES)) if (pattern.test(css)) owners.add(ownerOf(file));
  return [...owners].sort();
}

/** `var(--mantine-<kind>-<name>)`, as component CSS names a theme value. */
export const themeVariable = (kind: 'radius' | 'shadow', name: string) => new RegExp(`var\\(--mantine-${kind}-${name}\\)`);

/** A media query at this width (`min-width: 62em`, or the `max-width` just below it). */
export function mediaAt(em: string): RegExp {
  const value = parseFloat(em);
  const below = (value - 0.01).toFixed(2).replace(/\.?0+$/, '');
  return new RegExp(`@media[^{]*\\((?:min-width:\\s*${value}em|max-width:\\s*${below}em)\\)`);
}
