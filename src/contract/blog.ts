/**
 * GET /api/blog/wp-json/wp/v2/posts?page=1&per_page=8&_embed: the WordPress REST shape, as an
 * external WordPress would answer it (a bare array, not the envelope; totals in the X-WP-Total and
 * X-WP-TotalPages headers). Newest first.
 */
export interface WpRendered {
  rendered: string;
}

export interface WpMedia {
  id: number;
  source_url: string;
  alt_text: string;
  media_type: 'image';
  mime_type: string;
  media_details: {
    width: number;
    height: number;
    sizes: Record<'thumbnail' | 'medium' | 'full', { source_url: string; width: number; height: number }>;
  };
}

export interface WpPost {
  id: number;
  /** Local (Tehran) time without offset, as WordPress sends it. */
  date: string;
  date_gmt: string;
  slug: string;
  status: 'publish';
  type: 'post';
  link: string;
  title: WpRendered;
  excerpt: WpRendered & { protected: false };
  content: WpRendered & { protected: false };
  featured_media: number;
  /** Present when the request has `_embed`. */
  _embedded?: { 'wp:featuredmedia': WpMedia[] };
}

export interface BlogPostsQuery {
  page?: number;
  /** Default 8 (SPEC §9), at most 100. */
  per_page?: number;
  _embed?: string;
}
