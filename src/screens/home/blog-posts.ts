/** WordPress posts as BlogPostCard's plain-text props. */
import type { WpPost } from '../../contract';

/**
 * The text of WordPress's HTML (titles and excerpts carry tags and entities such as &#8220;).
 * DOMParser builds an inert document (no scripts run, no images load), and only text comes out,
 * so nothing of the markup ever reaches the page.
 */
export function htmlToText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

export interface BlogCard {
  id: number;
  title: string;
  excerpt: string;
  /** ISO day of publication (Tehran). */
  date: string;
  href: string;
  imageSrc?: string;
}

export function toBlogCard(post: WpPost): BlogCard {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  return {
    id: post.id,
    title: htmlToText(post.title.rendered) || 'بدون عنوان',
    excerpt: htmlToText(post.excerpt.rendered),
    date: post.date.slice(0, 10),
    href: post.link,
    imageSrc: media?.media_details?.sizes?.medium?.source_url ?? media?.source_url,
  };
}
