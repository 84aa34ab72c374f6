import { useState, type ReactNode } from 'react';
import { RangeSlider, Text } from '@mantine/core';
import classes from './FilterPanel.module.css';

export interface RangeFilterProps {
  /** What the range measures, for the thumbs' names: "ساعت حرکت". */
  name: string;
  min: number;
  max: number;
  step: number;
  /** Current [from, to] on the slider's scale. */
  value: [number, number];
  /** Called once a drag or key press ends, not on every pixel of a drag. */
  onCommit: (value: [number, number]) => void;
  /** Plain text of a value, for screen readers. */
  format: (value: number) => string;
  /** Rich rendering of a value under the slider; defaults to `format`. */
  render?: (value: number) => ReactNode;
}

/** A two-thumb slider that keeps a draft while dragging and reports only the final range. */
export function RangeFilter({ name, min, max, step, value, onCommit, format, render = format }: RangeFilterProps) {
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const shown = draft ?? value;
  const disabled = max <= min;
  return (
    <div className={classes.range}>
      <Text size="sm" className={classes.rangeText}>
        از <span className={classes.rangeValue}>{render(shown[0])}</span> تا <span className={classes.rangeValue}>{render(shown[1])}</span>
      </Text>
      <RangeSlider
        min={min}
        max={max}
        step={step}
        minRange={step}
        value={shown}
        disabled={disabled}
        onChange={setDraft}
        onChangeEnd={(next) => {
          setDraft(null);
          onCommit(next);
        }}
        // The values are printed above the slider; a floating label would cover them.
        label={null}
        thumbValueText={format}
        thumbFromLabel={`${name}: از`}
        thumbToLabel={`${name}: تا`}
        thumbSize={24}
        classNames={{ thumb: classes.thumb }}
      />
    </div>
  );
}
