import type { FastifyInstance, FastifyRequest } from 'fastify';
import { count, desc } from 'drizzle-orm';
import type { BlogPostsQuery, WpMedia, WpPost } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { ServerContext } from '../../context';
import { blogPosts } from '../../db/schema';
import { badField } from '../../http/envelope';
import { query } from '../../http/schemas';

/** SPEC §9: blog page size 8. */
export const BLOG_PAGE_SIZE = 8;
const TEHRAN_MS = 210 * 60_000;

/** The seeded illustrations are 1200×800. */
const IMAGE = { width: 1200, height: 800 };

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function media(request: FastifyRequest, row: typeof blogPosts.$inferSelect): WpMedia {
  const url = (w: number, h: number) => `${origin(request)}/images/${row.image}?rmode=max&width=${w}&height=${h}`;
  return {
    id: 1000 + row.id,
    source_url: `${origin(request)}/images/${row.image}`,
    alt_text: row.imageAlt,
    media_type: 'image',
    mime_type: 'image/jpeg',
    media_details: {
      ...IMAGE,
      sizes: {
        thumbnail: { source_url: url(150, 100), width: 150, height: 100 },
        medium: { source_url: url(300, 200), width: 300, height: 200 },
        full: { source_url: `${origin(request)}/images/${row.image}`, ...IMAGE },
      },
    },
  };
}

function toWpPost(request: FastifyRequest, row: typeof blogPosts.$inferSelect, embed: boolean): WpPost {
  const gmt = row.publishedAt.toISOString().slice(0, 19);
  const post: WpPost = {
    id: row.id,
    date: new Date(row.publishedAt.getTime() + TEHRAN_MS).toISOString().slice(0, 19),
    date_gmt: gmt,
    slug: row.slug,
    status: 'publish',
    type: 'post',
    link: `${origin(request)}/blog/${row.slug}/`,
    title: { rendered: row.title },
    excerpt: { rendered: `<p>${row.excerpt}</p>\n`, protected: false },
    content: { rendered: row.content, protected: false },
    featured_media: 1000 + row.id,
  };
  if (embed) post._embedded = { 'wp:featuredmedia': [media(request, row)] };
  return post;
}

/** The blog in the WordPress REST shape (a bare array and X-WP-* headers), newest first. */
export async function blogRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }) {
  app.get<{ Querystring: BlogPostsQuery }>('/api/blog/wp-json/wp/v2/posts', {
    schema: {
      tags: ['blog'],
      summary: 'Blog posts in the WordPress REST shape, 8 per page, newest first',
      querystring: query({
        page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1, 'x-label': 'شماره صفحه' },
        per_page: { type: 'integer', minimum: 1, maximum: 100, default: BLOG_PAGE_SIZE, 'x-label': 'تعداد در صفحه' },
        _embed: { type: 'string', maxLength: 100 },
      }),
    },
  }, async (request, reply) => {
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? BLOG_PAGE_SIZE;
    const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(blogPosts);
    const pages = Math.max(1, Math.ceil(total / perPage));
    if (page > pages) throw badField('page', `شماره صفحه از تعداد صفحه‌ها (${toPersianDigits(pages)}) بیشتر است.`);
    const rows = await ctx.db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(perPage).offset((page - 1) * perPage);
    const embed = request.query._embed !== undefined;
    return reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(pages)).send(rows.map((row) => toWpPost(request, row, embed)));
  });
}
