import { useId } from 'react';
import { Radio } from '@mantine/core';
import { toPersianDigits } from '../../domain/numbers';
import classes from './FilterPanel.module.css';

export interface ChoiceOption {
  value: string;
  title: string;
  /** Omitted when unknown. */
  count?: number;
}

export interface ChoiceFacetProps {
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A one-of filter (stops, type, tickets): radio buttons with each option's count. */
export function ChoiceFacet({ name, options, value, onChange }: ChoiceFacetProps) {
  // The sidebar and the sheet may both be mounted: one shared radio name would let the browser
  // uncheck one group's radio when the other's is checked.
  const id = useId();
  return (
    <Radio.Group name={`${name}-${id}`} value={value} onChange={onChange}>
      <div className={classes.list}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            size="md"
            className={classes.option}
            data-empty={option.count === 0 || undefined}
            label={
              <span className={classes.optionLabel}>
                <span className={classes.optionText}>{option.title}</span>
                {option.count !== undefined && <span className={classes.count}>({toPersianDigits(option.count)})</span>}
              </span>
            }
          />
        ))}
      </div>
    </Radio.Group>
  );
}
