import type { ComponentPropsWithoutRef } from 'react';
import classes from './PlainTable.module.css';

export type PlainTableProps = ComponentPropsWithoutRef<'table'>;

/**
 * A bordered, striped table drawn like Mantine's Table, as a plain `<table>`: Mantine's brings its
 * scroll area and floating-ui with it (~18 kB gzip) into whatever chunk shows a table.
 */
export function PlainTable({ className, ...props }: PlainTableProps) {
  return <table {...props} className={className ? `${classes.table} ${className}` : classes.table} />;
}
