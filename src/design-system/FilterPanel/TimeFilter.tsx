import { Chip } from '@mantine/core';
import type { Range } from '../../domain/proposal-filters';
import { formatMinutesOfDay } from '../../domain/tehran-time';
import { MINUTES_PER_DAY, sliderToTime, TIME_PRESETS, timeToSlider } from './filter-state';
import { RangeFilter } from './RangeFilter';
import classes from './FilterPanel.module.css';

export interface TimeFilterProps {
  value: Range | null | undefined;
  onChange: (value: Range | null) => void;
}

/** "۲۴:۰۰" for the slider's end, which formatMinutesOfDay (a clock) would print as ۲۳:۵۹. */
const formatSliderMinutes = (minutes: number) => (minutes >= MINUTES_PER_DAY ? '۲۴:۰۰' : formatMinutesOfDay(minutes));

/** Departure time: parts of the day as one-tap chips, and a slider in half hours for the rest. */
export function TimeFilter({ value, onChange }: TimeFilterProps) {
  const same = (a: Range) => value != null && value.from === a.from && value.to === a.to;
  return (
    <div className={classes.stack}>
      <div className={classes.chips}>
        {TIME_PRESETS.map((preset) => (
          <Chip
            key={preset.key}
            size="sm"
            className={classes.chip}
            checked={same(preset.range)}
            onChange={(checked) => onChange(checked ? preset.range : null)}
          >
            {preset.title}
            <span className={classes.chipHint}>
              {formatSliderMinutes(preset.range.from)}–{formatSliderMinutes(preset.range.to + 1)}
            </span>
          </Chip>
        ))}
      </div>
      <RangeFilter
        name="ساعت حرکت"
        min={0}
        max={MINUTES_PER_DAY}
        step={30}
        value={timeToSlider(value)}
        onCommit={(next) => onChange(sliderToTime(next))}
        format={formatSliderMinutes}
      />
    </div>
  );
}
