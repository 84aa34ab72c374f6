import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './parts.module.css';

/** A profile page's heading, a sentence under it and an optional action at the end of the line. */
export function PageHeader({ title, text, action }: { title: ReactNode; text?: ReactNode; action?: ReactNode }) {
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <Title order={1} size="h3">{title}</Title>
        {text && <Text c="dimmed" size="sm">{text}</Text>}
      </div>
      {action}
    </header>
  );
}
