import { Button, Text } from '@mantine/core';
import { useCallback } from 'react';
import { BlogPostCard, EmptyState } from '../../design-system';
import { useStores } from '../../stores';
import { toBlogCard } from './blog-posts';
import { useFetched } from './use-fetched';
import { BlogFrame, BlogSkeleton } from './skeletons';
import classes from './HomeScreen.module.css';

/** The 8 newest blog posts (SPEC §7, §9). A failure stays inside this section. */
export default function BlogPosts() {
  const { api } = useStores();
  const load = useCallback(async (signal: AbortSignal) => (await api.blog.posts({}, { signal })).posts.map(toBlogCard), [api]);
  const { state, reload } = useFetched(load);

  return (
    <BlogFrame busy={state.status === 'loading'}>
      {state.status === 'loading' && <BlogSkeleton />}
      {state.status === 'error' && (
        <div className={classes.blogError} role="alert">
          <Text>نوشته‌های مجله بارگیری نشد.</Text>
          <Button variant="light" size="xs" onClick={reload}>تلاش دوباره</Button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState title="هنوز نوشته‌ای منتشر نشده است" text="به‌زودی راهنماهای سفر و خبرهای پروازها را اینجا می‌خوانید." />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className={classes.blogGrid}>
          {state.data.map((post) => (
            <li key={post.id}>
              <BlogPostCard title={post.title} excerpt={post.excerpt} date={post.date} imageSrc={post.imageSrc} href={post.href} external />
            </li>
          ))}
        </ul>
      )}
    </BlogFrame>
  );
}
