import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import type { RenderLink } from '../links';
import type { NavItem } from './nav-links';
import { UserMenuButton } from './UserMenuButton';
import classes from './AppHeader.module.css';

export interface UserMenuProps {
  name: string;
  links: readonly NavItem[];
  renderLink: RenderLink;
  onLogout?: () => void;
}

/** The logged-in traveller's name opening profile, travels, wallet and logout. */
export function UserMenu({ name, links, renderLink, onLogout }: UserMenuProps) {
  return (
    // No initial-focus placeholder: an unnamed tabbable <div> inside role="menu" fails axe.
    <Menu position="bottom-end" width={220} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserMenuButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {links.map((link) => {
          const Icon = link.icon ?? IconUser;
          return (
            <Menu.Item key={link.href} className={classes.menuItem} leftSection={<Icon size={18} aria-hidden />}
              // Menu.Item sets type="button" for its own <button>; an <a> has no use for it.
              renderRoot={({ type: _type, ...props }) => renderLink({ ...props, href: link.href })}>
              {link.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item className={classes.menuItem} data-danger leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          خروج
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
