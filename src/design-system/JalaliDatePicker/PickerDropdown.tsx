import { Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { MEDIA_QUERIES } from '../../domain/breakpoints';
import { lazyOverlay } from '../overlays';
import classes from './JalaliDatePicker.module.css';

// The sheet (Mantine's Modal, its focus trap and scroll lock) is code only a phone that opens a
// calendar runs: out of the search form's start.
const DateSheet = lazyOverlay(() => import('./DateSheet'));

export type PickerDropdownType = 'popover' | 'sheet';

/** Mobile (below 576 px, SPEC §9) gets a full-screen sheet; wider screens a popover. */
export function usePickerDropdownType(forced: PickerDropdownType | undefined): PickerDropdownType {
  const mobile = useMediaQuery(MEDIA_QUERIES.mobile, false, { getInitialValueInEffect: false });
  return forced ?? (mobile ? 'sheet' : 'popover');
}

export interface PickerDropdownProps {
  type: PickerDropdownType;
  opened: boolean;
  onClose: () => void;
  /** The dialog's name: the sheet's visible title, the popover's aria-label. */
  title: string;
  dropdownId: string;
  /** What the popover hangs from: the field(s). */
  target: ReactNode;
  children: ReactNode;
}

/** The calendar's container: popover or sheet, both trap focus, close on Escape and return focus. */
export function PickerDropdown({ type, opened, onClose, title, dropdownId, target, children }: PickerDropdownProps) {
  if (type === 'sheet') {
    return (
      <>
        {target}
        <DateSheet opened={opened} onClose={onClose} title={title} dropdownId={dropdownId}>
          {children}
        </DateSheet>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && onClose()}
      position="bottom-start"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withRoles={false}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown id={dropdownId} role="dialog" aria-label={title} className={classes.dropdown}>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
