import { lazyHydrated } from '../shared/lazy-hydrated';
import { BlogFrame, BlogSkeleton } from './skeletons';

// The posts, their cards and the call are a chunk of their own, hydrated once the page is in use.
const Blog = lazyHydrated(() => import('./BlogPosts'), { fallback: <BlogFrame busy><BlogSkeleton /></BlogFrame> });
export const preloadBlogPosts = Blog.preload;

/** The blog's newest posts, below the fold. */
export const BlogSection = Blog.Component;
