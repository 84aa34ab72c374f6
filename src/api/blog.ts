import type { BlogPostsQuery, WpPost } from '../contract';
import { BLOG_PAGE_SIZE } from '../domain/constants';
import type { ApiBases, Http } from './http';

/** One page of posts and the blog's totals (X-WP-Total, X-WP-TotalPages). */
export interface BlogPage {
  posts: WpPost[];
  total: number;
  totalPages: number;
}

/** The blog (WordPress REST) (SPEC §7), relative to the API base. Answers WordPress's bare array, not the envelope. */
export function createBlogApi(http: Http, bases: ApiBases) {
  return {
    /** SPEC §7/§9: the newest posts, 8 per page, with their featured images embedded. */
    async posts(query: BlogPostsQuery = {}, options: { signal?: AbortSignal } = {}): Promise<BlogPage> {
      // `_embed` is a bare flag in WordPress; written by hand so it stays bare.
      const search = `page=${query.page ?? 1}&per_page=${query.per_page ?? BLOG_PAGE_SIZE}&_embed${query._embed ? `=${encodeURIComponent(query._embed)}` : ''}`;
      const res = await (await http.instance()).get<WpPost[]>(
        `${bases.api}blog/wp-json/wp/v2/posts?${search}`,
        options.signal ? { signal: options.signal } : {},
      );
      const posts = Array.isArray(res.data) ? res.data : [];
      const header = (name: string) => Number(res.headers[name]) || 0;
      return { posts, total: header('x-wp-total') || posts.length, totalPages: header('x-wp-totalpages') || 1 };
    },
  };
}

export type BlogApi = ReturnType<typeof createBlogApi>;
