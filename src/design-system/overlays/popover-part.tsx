import { Popover, type PopoverDropdownProps, type PopoverProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useOpenableNextFrame } from './lazy-overlay';

/** One element that takes a ref (a field, or a row of fields). */
export type FullPopoverTarget = ReactElement<{ ref?: Ref<HTMLElement> }>;

export interface FullPopoverProps extends Omit<PopoverProps, 'children'> {
  opened: boolean;
  /** What the dropdown hangs from: it receives the popover's ref. */
  target: FullPopoverTarget;
  dropdownProps?: PopoverDropdownProps;
  children: ReactNode;
}

/** What the target shows as its current field: the one the traveller clicked, to give focus back to. */
const FIELD = 'button, input';

/**
 * Mantine's Popover (floating-ui, focus trap). When it replaces the field that was clicked before its
 * chunk arrived, that field's focus moves to the new one first, so closing gives focus back there.
 */
export function FullPopover({ target, dropdownProps, children, opened, ...props }: FullPopoverProps) {
  const node = useRef<HTMLElement>(null);
  const ref = useMergedRef(node, target.props.ref);
  const [openedAtMount] = useState(opened);
  const ready = useOpenableNextFrame(!openedAtMount, () => {
    const root = node.current;
    const field = root && (root.matches(FIELD) ? root : root.querySelector<HTMLElement>('[data-active="true"]') ?? root.querySelector<HTMLElement>(FIELD));
    field?.focus({ preventScroll: true });
  });
  return (
    <Popover {...props} opened={opened && ready}>
      <Popover.Target>{cloneElement(target, { ref })}</Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
