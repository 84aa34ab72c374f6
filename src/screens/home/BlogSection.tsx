import { Suspense } from 'react';
import { lazyHydrated } from '../shared/lazy-hydrated';
import { BlogFrame, BlogSkeleton } from './skeletons';

// The posts, their cards and the call are a chunk of their own, hydrated once the page is in use.
const { Component: BlogPosts, preload } = lazyHydrated(() => import('./BlogPosts'));
export const preloadBlogPosts = preload;

/** The blog's newest posts, below the fold. */
export function BlogSection() {
  return (
    <Suspense fallback={<BlogFrame busy><BlogSkeleton /></BlogFrame>}>
      <BlogPosts />
    </Suspense>
  );
}
