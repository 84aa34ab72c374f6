import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { AMENITY_LABELS, type Amenity } from '../../domain/hotels/hotel-words';
import { toPersianDigits } from '../../domain/numbers';
import { AMENITY_ICONS } from './amenity-icons';
import classes from './AmenityList.module.css';

export interface AmenityListProps {
  /** The hotel's amenity codes, in the order to show. */
  amenities: readonly Amenity[];
  /** Shows this many and a «+N امکانات دیگر» button for the rest; all when absent. */
  limit?: number;
  /** Names the list for screen readers. @default 'امکانات هتل' */
  label?: string;
  /** A single compact line (cards) instead of a grid (the hotel page). @default 'grid' */
  variant?: 'grid' | 'inline';
  className?: string;
}

/** A hotel's amenities, each an icon and its Persian name; long lists fold behind a button. */
export function AmenityList({ amenities, limit, label = 'امکانات هتل', variant = 'grid', className }: AmenityListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (amenities.length === 0) {
    return <Text size="sm" c="dimmed" className={className}>امکاناتی ثبت نشده است.</Text>;
  }
  const folded = limit !== undefined && !expanded && amenities.length > limit;
  const shown = folded ? amenities.slice(0, limit) : amenities;
  const hidden = amenities.length - shown.length;
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} data-variant={variant}>
      <ul id={listId} aria-label={label} className={classes.list}>
        {shown.map((code) => {
          const Icon = AMENITY_ICONS[code];
          return (
            <li key={code} className={classes.item}>
              <Icon size={18} aria-hidden className={classes.icon} />
              <span>{AMENITY_LABELS[code]}</span>
            </li>
          );
        })}
      </ul>
      {limit !== undefined && amenities.length > limit && (
        <Button variant="subtle" size="compact-sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'نمایش کمتر' : `+${toPersianDigits(hidden)} امکانات دیگر`}
        </Button>
      )}
    </div>
  );
}
