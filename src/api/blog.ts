import type { ApiBases, Http } from './http';

/** The blog (WordPress REST) (SPEC §7), relative to the API base. */
export function createBlogApi(_http: Http, _bases: ApiBases) {
  return {};
}
