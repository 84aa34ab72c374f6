import { lazy, Suspense } from 'react';
import { BlogFrame, BlogSkeleton } from './skeletons';

// The posts, their cards and the call load after the first paint, in a chunk of their own.
const BlogPosts = lazy(() => import('./BlogPosts'));

/** The blog's newest posts, below the fold. */
export function BlogSection() {
  return (
    <Suspense fallback={<BlogFrame busy><BlogSkeleton /></BlogFrame>}>
      <BlogPosts />
    </Suspense>
  );
}
