import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { FullPopoverTarget } from '../overlays/popover-part';
import { MEDIA_QUERIES } from '../../domain/breakpoints';
import { LazyModal } from '../overlays/lazy-mantine';
import { LazyPopover } from '../overlays/LazyPopover';
import classes from './JalaliDatePicker.module.css';

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
  /** What the popover hangs from: the field(s), one element that takes a ref. */
  target: FullPopoverTarget;
  children: ReactNode;
}

/** The calendar's container: popover or sheet, both trap focus, close on Escape and return focus. */
export function PickerDropdown({ type, opened, onClose, title, dropdownId, target, children }: PickerDropdownProps) {
  if (type === 'sheet') {
    return (
      <>
        {target}
        <LazyModal
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
        </LazyModal>
      </>
    );
  }
  return (
    <FieldPopover opened={opened} onClose={onClose} title={title} dropdownId={dropdownId} target={target} className={classes.dropdown}>
      {children}
    </FieldPopover>
  );
}

export interface FieldPopoverProps extends Pick<PickerDropdownProps, 'opened' | 'onClose' | 'title' | 'dropdownId' | 'target' | 'children'> {
  className?: string;
}

/** A field's popover (a calendar, a passenger count): a dialog named by its title, focus trapped and given back. */
export function FieldPopover({ opened, onClose, title, dropdownId, target, className, children }: FieldPopoverProps) {
  return (
    <LazyPopover
      opened={opened}
      onChange={(next) => !next && onClose()}
      position="bottom-start"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withRoles={false}
      target={target}
      dropdownProps={{ id: dropdownId, role: 'dialog', 'aria-label': title, className }}
    >
      {children}
    </LazyPopover>
  );
}
