import { Skeleton, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HomeScreen.module.css';

/** The frames and placeholders of home's fetched sections, shared by the light shell and the lazy lists. */
export function RecentSearchesFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby="recent-searches" aria-busy={busy}>
      <Title order={2} fz="h3" id="recent-searches" className={classes.sectionTitle}>
        جستجوهای اخیر شما
      </Title>
      {children}
    </section>
  );
}

/** Three rows, the height of a history entry. */
export function HistorySkeleton() {
  return (
    <div className={classes.historyRow} role="status" aria-label="در حال بارگیری جستجوهای اخیر">
      {[0, 1, 2].map((i) => <Skeleton key={i} height={66} radius="md" />)}
    </div>
  );
}


export function BlogFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby="blog-posts" aria-busy={busy}>
      <Title order={2} fz="h3" id="blog-posts" className={classes.sectionTitle}>
        تازه‌های مجله سفر
      </Title>
      {children}
    </section>
  );
}

/** Four cards' worth of grey, the size of BlogPostCard. */
export function BlogSkeleton() {
  return (
    <div className={classes.blogGrid} role="status" aria-label="در حال بارگیری نوشته‌ها">
      {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={320} radius="md" />)}
    </div>
  );
}
