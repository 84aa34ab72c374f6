import type { ReactNode } from 'react';
import classes from './parts.module.css';

/** Label/value pairs in a grid that wraps to one column on phones. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
