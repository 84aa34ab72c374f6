import { Suspense } from 'react';
import { preloadableLazy } from '../shared/preloadable-lazy';
import { BlogFrame, BlogSkeleton } from './skeletons';

// The posts, their cards and the call are a chunk of their own.
const { Component: BlogPosts, preload } = preloadableLazy(() => import('./BlogPosts'));
export const preloadBlogPosts = preload;

/** The blog's newest posts, below the fold. */
export function BlogSection() {
  return (
    <Suspense fallback={<BlogFrame busy><BlogSkeleton /></BlogFrame>}>
      <BlogPosts />
    </Suspense>
  );
}
