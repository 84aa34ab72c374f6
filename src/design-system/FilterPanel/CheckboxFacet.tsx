import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Text } from '@mantine/core';
import { toPersianDigits } from '../../domain/numbers';
import { toggleCode } from './filter-state';
import classes from './FilterPanel.module.css';

/** What a list filter stores: codes ("W5", "THR", "wifi") or numbers (a hotel's stars). */
export type FacetValue = string | number;

export interface CheckboxOption<V extends FacetValue = string> {
  /** The code stored in the filter: "W5", "THR", or a number such as a star count. */
  value: V;
  label: ReactNode;
  /** Proposals this option would show, the other filters unchanged. */
  count: number;
  /** Shown before the count, e.g. the airline's lowest price. */
  extra?: ReactNode;
  /** Drawn before the label, e.g. the airline logo. */
  icon?: ReactNode;
}

export interface CheckboxFacetProps<V extends FacetValue = string> {
  options: readonly CheckboxOption<V>[];
  selected: readonly V[] | undefined;
  onChange: (selected: V[]) => void;
  /** Options shown before "نمایش همه". @default 6 */
  visibleCount?: number;
}

/** A list filter: one checkbox per code with its count; long lists fold after a few rows. */
export function CheckboxFacet<V extends FacetValue = string>({ options, selected = [], onChange, visibleCount = 6 }: CheckboxFacetProps<V>) {
  const [expanded, setExpanded] = useState(false);
  // Folded rows never hide a ticked one.
  const shown = expanded ? options : options.filter((o, i) => i < visibleCount || selected.includes(o.value));
  const hidden = options.length - shown.length;
  if (options.length === 0) return <Text size="sm" c="dimmed">گزینه‌ای نیست.</Text>;
  return (
    <div className={classes.list}>
      {shown.map((option) => (
        <Checkbox
          key={String(option.value)}
          size="md"
          className={classes.option}
          checked={selected.includes(option.value)}
          onChange={(event) => onChange(toggleCode(selected, option.value, event.currentTarget.checked))}
          data-empty={option.count === 0 || undefined}
          label={
            <span className={classes.optionLabel}>
              {option.icon}
              <span className={classes.optionText}>{option.label}</span>
              {option.extra}
              <span className={classes.count}>({toPersianDigits(option.count)})</span>
            </span>
          }
        />
      ))}
      {(hidden > 0 || expanded) && options.length > visibleCount && (
        <Button variant="subtle" size="xs" className={classes.more} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'نمایش کمتر' : `نمایش همه (${toPersianDigits(options.length)})`}
        </Button>
      )}
    </div>
  );
}
