/**
 * Matches a path against a react-router pattern the way react-router does by default: static
 * segments case-insensitively, `:name` for one segment, `:name?` for an optional one, a trailing
 * slash ignored. Parameter values are percent-decoded; a value that can't be decoded, or an empty
 * segment in the middle (`/a//b`), is no match.
 */
export type RouteParams = Record<string, string | undefined>;

function splitPath(path: string): string[] {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPattern(pattern: string, path: string): RouteParams | null {
  const want = splitPath(pattern);
  const got = splitPath(path);
  if (got.some((s) => s === '')) return null;
  const params: RouteParams = {};
  let i = 0;
  for (const part of want) {
    const segment = got[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      const value = decodeSegment(segment);
      if (value === null) return null;
      params[name] = value;
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
    i++;
  }
  return i === got.length ? params : null;
}
