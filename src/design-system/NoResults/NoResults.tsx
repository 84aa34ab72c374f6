import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconPlaneOff } from '@tabler/icons-react';
import classes from './NoResults.module.css';

export type NoResultsReason = 'no-flights' | 'no-match';

export interface NoResultsProps {
  /** `no-flights`: the search found nothing; `no-match`: flights exist but the filters hide them all. */
  reason: NoResultsReason;
  /** The "حذف فیلترها" action of `no-match`. */
  onClearFilters?: () => void;
  /** The "تغییر جستجو" action of `no-flights` (another date or route). */
  onChangeSearch?: () => void;
}

const COPY: Record<NoResultsReason, { title: string; description: string }> = {
  'no-flights': {
    title: 'پروازی پیدا نشد',
    description: 'برای این مسیر و تاریخ پروازی وجود ندارد. روز دیگری را از نوار تاریخ انتخاب کنید یا مسیر را تغییر دهید.',
  },
  'no-match': {
    title: 'پروازی با این فیلترها نیست',
    description: 'پروازهایی برای این جستجو هست، اما هیچ‌کدام با فیلترهای انتخاب‌شده جور نیست.',
  },
};

/** The empty results state: nothing found at all, or everything hidden by filters. */
export function NoResults({ reason, onClearFilters, onChangeSearch }: NoResultsProps) {
  const copy = COPY[reason];
  const action =
    reason === 'no-match'
      ? onClearFilters && (
          <Button size="md" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onClearFilters}>
            حذف فیلترها
          </Button>
        )
      : onChangeSearch && (
          <Button size="md" variant="default" onClick={onChangeSearch}>
            تغییر جستجو
          </Button>
        );
  return (
    <EmptyState
      className={classes.root}
      data-reason={reason}
      role="status"
      variant="light"
      size="lg"
      icon={reason === 'no-match' ? <IconFilterOff aria-hidden /> : <IconPlaneOff aria-hidden />}
      title={copy.title}
      description={copy.description}
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
