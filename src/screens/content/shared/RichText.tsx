import { Fragment } from 'react';
import { Anchor } from '@mantine/core';
import type { Rich } from './prose';
import { routerLink } from '../../shared/router-link';

/** Text with in-app links. A module of its own: the city, country and contact pages need it without Prose's tables. */
export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <Anchor key={i} underline="always" renderRoot={(props) => routerLink({ ...props, href: part.href })}>
        {part.label}
      </Anchor>
    ),
  );
}
