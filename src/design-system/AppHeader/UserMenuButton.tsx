import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import classes from './AppHeader.module.css';

type UserMenuButtonProps = ComponentPropsWithoutRef<'button'> & { name: string };

/** The avatar's letter: the name's first, or none (Mantine's person icon) for a phone number. */
const initialOf = (name: string) => /^\p{L}/u.exec(name.trim())?.[0];

/**
 * The user menu's button: the traveller's avatar and name. It loads with the menu (Mantine Menu
 * and its floating-ui positioning) in the menu's chunk, which a guest's page never needs.
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton({ name, className, ...props }, ref) {
  return (
    // Named by its text ("حساب کاربری مریم احمدی"), so the visible name is part of it.
    // Last, and merged: Menu.Target passes its own (possibly undefined) className.
    <UnstyledButton ref={ref} {...props} className={className ? `${classes.userButton} ${className}` : classes.userButton}>
      <Avatar size={32} radius="xl" color="brand" variant="filled" aria-hidden>{initialOf(name)}</Avatar>
      <span className={classes.userName}><VisuallyHidden component="span">حساب کاربری </VisuallyHidden>{name}</span>
      <IconChevronDown size={16} aria-hidden />
    </UnstyledButton>
  );
});
