import { useId, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import classes from './FilterPanel.module.css';

export interface FilterSectionProps {
  title: string;
  /** Shows the section's own reset button. */
  active: boolean;
  onReset: () => void;
  children: ReactNode;
}

/** One filter: a titled group with a reset button that appears once it narrows the list. */
export function FilterSection({ title, active, onReset, children }: FilterSectionProps) {
  const id = useId();
  return (
    <section className={classes.section} data-active={active || undefined} aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <Text component="h3" id={id} fw={700} size="sm" className={classes.sectionTitle}>
          {title}
        </Text>
        {active && (
          <Button variant="subtle" size="xs" className={classes.sectionReset} onClick={onReset} aria-label={`حذف فیلتر ${title}`}>
            حذف
          </Button>
        )}
      </div>
      <div role="group" aria-labelledby={id}>
        {children}
      </div>
    </section>
  );
}
