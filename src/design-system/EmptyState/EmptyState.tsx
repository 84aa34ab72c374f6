import type { ReactNode } from 'react';
import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { renderAnchor, type RenderLink } from '../links';
import classes from './EmptyState.module.css';

export interface EmptyStateAction {
  /** The button's Persian text: "جستجوی پرواز". */
  label: string;
  /** A link target; the action is then drawn through `renderLink`. */
  href?: string;
  /** Called on click when there is no `href`. */
  onClick?: () => void;
}

export interface EmptyStateProps {
  /** Persian title: "هنوز سفری ندارید". */
  title: string;
  /** One or two sentences under the title. */
  text?: string;
  /** A Tabler icon or small illustration, decorative. @default <IconInbox /> */
  icon?: ReactNode;
  /** One call to action under the text. */
  action?: EmptyStateAction;
  /** Draws the action when it has an href. @default a plain <a> */
  renderLink?: RenderLink;
  /** Dashed frame around the state, for use inside a page section. @default true */
  framed?: boolean;
}

/** Nothing to show yet (no orders, no transactions, no passengers): an icon, a title, a sentence and an optional way on. */
export function EmptyState({ title, text, icon, action, renderLink = renderAnchor, framed = true }: EmptyStateProps) {
  const { href, onClick, label } = action ?? {};
  return (
    <MantineEmptyState
      className={classes.root}
      data-framed={framed || undefined}
      variant="light"
      size="lg"
      icon={icon ?? <IconInbox aria-hidden />}
      title={title}
      description={text}
    >
      {action && (
        <MantineEmptyState.Actions>
          {href ? (
            <Button size="md" renderRoot={(props) => renderLink({ ...props, href })}>{label}</Button>
          ) : (
            <Button size="md" onClick={onClick}>{label}</Button>
          )}
        </MantineEmptyState.Actions>
      )}
    </MantineEmptyState>
  );
}
