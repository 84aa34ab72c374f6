import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FilterPanel.module.css';

export interface FilterSheetProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's filters: a sheet from the bottom (a chunk of its own, loaded when idle). */
export default function FilterSheet({ opened, onClose, children }: FilterSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="90%"
      title="فیلترها"
      radius="lg"
      closeButtonProps={{ 'aria-label': 'بستن فیلترها', size: 'lg' }}
      classNames={{ body: classes.sheetBody, title: classes.sheetTitle }}
    >
      {children}
    </Drawer>
  );
}
