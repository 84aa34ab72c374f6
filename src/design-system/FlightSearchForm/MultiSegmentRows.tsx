import { ActionIcon, Button, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { toPersianDigits } from '../../domain/numbers';
import { JalaliDatePicker } from '../JalaliDatePicker';
import { OriginDestinationPicker, type Place } from '../LocationPicker';
import { minDateFor, nextSegment, updateSegment } from './search-form';
import { MAX_SEGMENTS, MIN_SEGMENTS, type DraftSegment, type SearchFormErrors, type SearchScope } from './types';
import classes from './FlightSearchForm.module.css';

export interface MultiSegmentRowsProps {
  segments: DraftSegment[];
  onChange: (segments: DraftSegment[]) => void;
  errors: SearchFormErrors;
  places: readonly Place[];
  scope: SearchScope;
  today: IsoDate;
  prices?: Readonly<Record<IsoDate, number>>;
}

/** Two to four legs, each with origin, destination and day; add and remove buttons. */
export function MultiSegmentRows({ segments, onChange, errors, places, scope, today, prices }: MultiSegmentRowsProps) {
  const update = (i: number, patch: Partial<DraftSegment>) => onChange(updateSegment(segments, i, patch));
  const full = segments.length >= MAX_SEGMENTS;
  const maxId = useId();
  return (
    <div className={classes.legs}>
      {segments.map((segment, i) => {
        const name = `مسیر ${toPersianDigits(i + 1)}`;
        return (
          <fieldset key={i} className={classes.leg} data-index={i}>
            <legend className={classes.legTitle}>{name}</legend>
            <OriginDestinationPicker
              places={places}
              scope={scope}
              value={segment}
              onChange={(route) => update(i, route)}
              originError={errors[`segments.${i}.origin`]}
              destinationError={errors[`segments.${i}.destination`]}
              className={classes.route}
            />
            <div className={classes.legDate}>
              <JalaliDatePicker
                label="تاریخ پرواز"
                value={segment.departureDate}
                onChange={(departureDate) => update(i, { departureDate })}
                error={errors[`segments.${i}.departureDate`]}
                today={today}
                minDate={minDateFor(segments, i, today)}
                prices={prices}
                className={classes.grow}
              />
              {segments.length > MIN_SEGMENTS && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size={42}
                  className={classes.remove}
                  aria-label={`حذف ${name}`}
                  onClick={() => onChange(segments.filter((_, j) => j !== i))}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              )}
            </div>
          </fieldset>
        );
      })}
      <div className={classes.addRow}>
        <Button
          variant="light"
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={full}
          aria-describedby={full ? maxId : undefined}
          onClick={() => onChange([...segments, nextSegment(segments[segments.length - 1])])}
        >
          افزودن مسیر
        </Button>
        {full && (
          <Text id={maxId} size="sm" c="dimmed">
            حداکثر {toPersianDigits(MAX_SEGMENTS)} مسیر
          </Text>
        )}
      </div>
    </div>
  );
}
