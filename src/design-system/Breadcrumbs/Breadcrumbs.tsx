import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { renderAnchor, type RenderLink } from '../links';
import classes from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  /** Persian label: "پرواز داخلی". */
  label: string;
  /** Path of the page; the last item (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page, in reading order. */
  items: readonly BreadcrumbItem[];
  /** Draws each link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
}

/** Where the page sits: links to each parent, chevrons pointing left (RTL), the current page as plain text. */
export function Breadcrumbs({ items, renderLink = renderAnchor }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label="مسیر صفحه" className={classes.root}>
      <MantineBreadcrumbs
        separator={<IconChevronLeft size={16} aria-hidden />}
        separatorMargin={4}
        classNames={{ root: classes.list, separator: classes.separator }}
      >
        {items.map((item, index) =>
          index === last || !item.href ? (
            <Text
              key={`${index}-${item.label}`}
              component="span"
              size="sm"
              className={classes.item}
              data-current={index === last || undefined}
              aria-current={index === last ? 'page' : undefined}
            >
              {item.label}
            </Text>
          ) : (
            <Anchor
              key={`${index}-${item.label}`}
              size="sm"
              className={classes.item}
              renderRoot={(props) => renderLink({ ...props, href: item.href ?? '/' })}
            >
              {item.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
