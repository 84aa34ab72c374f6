import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PassengerCountPicker.module.css';

export interface PassengerSheetProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  dropdownId: string;
  children: ReactNode;
}

/** The phone's passenger steppers: a sheet from the bottom (a chunk of its own, loaded when idle). */
export default function PassengerSheet({ opened, onClose, title, dropdownId, children }: PassengerSheetProps) {
  return (
    <Drawer
      id={dropdownId}
      opened={opened}
      onClose={onClose}
      position="bottom"
      radius="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'بستن' }}
      classNames={{ title: classes.sheetTitle, content: classes.sheet }}
    >
      {children}
    </Drawer>
  );
}
