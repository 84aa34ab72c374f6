import { Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { MAX_STARS, starsLabel } from '../../domain/hotels/hotel-words';
import classes from './StarRating.module.css';

export interface StarRatingProps {
  /** Official stars, 0 (unrated) to 5. Out-of-range values are clamped. */
  stars: number;
  /** Icon size in px. @default 16 */
  size?: number;
  /** Writes «۴ ستاره» beside the stars. @default false */
  withLabel?: boolean;
  className?: string;
}

/** A hotel's official stars: one filled star each, read as «هتل ۴ ستاره»; «بدون ستاره» when unrated. */
export function StarRating({ stars, size = 16, withLabel = false, className }: StarRatingProps) {
  const count = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  const label = starsLabel(count);
  const rootClass = [classes.root, className].filter(Boolean).join(' ');
  if (count === 0) {
    return <Text component="span" size="sm" c="dimmed" className={rootClass}>{label}</Text>;
  }
  return (
    <span className={rootClass} data-stars={count}>
      <span role="img" aria-label={`هتل ${label}`} className={classes.stars}>
        {Array.from({ length: count }, (_, i) => <IconStarFilled key={i} size={size} aria-hidden className={classes.star} />)}
      </span>
      {withLabel && <Text component="span" size="sm" c="dimmed" aria-hidden>{label}</Text>}
    </span>
  );
}
