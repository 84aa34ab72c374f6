import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './JalaliDatePicker.module.css';

export interface DateSheetProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  dropdownId: string;
  children: ReactNode;
}

/** The phone's calendar: a full-screen sheet sliding up (a chunk of its own, loaded when idle). */
export default function DateSheet({ opened, onClose, title, dropdownId, children }: DateSheetProps) {
  return (
    <Modal
      id={dropdownId}
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen
      radius={0}
      transitionProps={{ transition: 'slide-up', duration: 200 }}
      closeButtonProps={{ 'aria-label': 'بستن' }}
      classNames={{ body: classes.sheetBody, title: classes.sheetTitle }}
    >
      {children}
    </Modal>
  );
}
