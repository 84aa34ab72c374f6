import { Paper, Skeleton, VisuallyHidden } from '@mantine/core';
import classes from './ResultsSkeleton.module.css';

export interface ResultsSkeletonProps {
  /** How many placeholder cards to draw. @default 4 */
  count?: number;
  /** Pulses the placeholders; off for screenshots and reduced-motion users. @default true */
  animate?: boolean;
  /** What screen readers hear while waiting. @default 'در حال جستجوی پروازها…' */
  label?: string;
}

/** Placeholders shaped like flight cards, shown while the search runs. */
export function ResultsSkeleton({ count = 4, animate = true, label = 'در حال جستجوی پروازها…' }: ResultsSkeletonProps) {
  return (
    <div className={classes.root} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="md" className={classes.card} aria-hidden>
          <div className={classes.inner}>
            <div className={classes.airline}>
              <Skeleton circle height={36} animate={animate} />
              <Skeleton height={12} width={72} animate={animate} />
            </div>
            <div className={classes.times}>
              <div className={classes.endpoint}>
                <Skeleton height={22} width={56} animate={animate} />
                <Skeleton height={10} width={48} animate={animate} />
              </div>
              <Skeleton height={2} className={classes.line} animate={animate} />
              <div className={classes.endpoint}>
                <Skeleton height={22} width={56} animate={animate} />
                <Skeleton height={10} width={48} animate={animate} />
              </div>
            </div>
            <div className={classes.aside}>
              <div className={classes.endpoint}>
                <Skeleton height={10} width={64} animate={animate} />
                <Skeleton height={20} width={112} animate={animate} />
              </div>
              <Skeleton height={42} width={136} radius="md" animate={animate} />
            </div>
          </div>
        </Paper>
      ))}
    </div>
  );
}
