import { Text } from '@mantine/core';
import { toPersianDigits } from '../../domain/numbers';
import classes from './ItineraryList.module.css';

export interface ItineraryDay {
  day: number;
  titleFa: string;
  descriptionFa: string;
}

export interface ItineraryListProps {
  days: readonly ItineraryDay[];
  /** Names the list for assistive technology. @default 'برنامه سفر' */
  label?: string;
}

/** A tour's programme day by day: a numbered timeline, each day its title and what happens. */
export function ItineraryList({ days, label = 'برنامه سفر' }: ItineraryListProps) {
  if (days.length === 0) return <Text size="sm" c="dimmed">برنامه روزانه این تور هنوز اعلام نشده است.</Text>;
  return (
    <ol className={classes.list} aria-label={label}>
      {days.map((d) => (
        <li key={d.day} className={classes.day}>
          <span className={classes.marker} aria-hidden>{toPersianDigits(d.day)}</span>
          <div className={classes.body}>
            <Text fw={700} size="sm">روز {toPersianDigits(d.day)}: {d.titleFa}</Text>
            <Text size="sm" c="dimmed">{d.descriptionFa}</Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
