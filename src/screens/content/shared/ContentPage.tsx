import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';
import { Breadcrumbs, type BreadcrumbItem } from '../../../design-system';
import { routerLink } from '../../shared/router-link';
import classes from './ContentPage.module.css';

export const HOME_CRUMB: BreadcrumbItem = { label: 'صفحه اصلی', href: '/' };

export interface ContentPageProps {
  /** Parents between home and this page; home is added first and the title last. */
  parents?: readonly BreadcrumbItem[];
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Frame width; prose pages stay narrow, card grids use the full container. @default 'lg' */
  size?: 'md' | 'lg';
}

/** The frame of every content page: breadcrumbs, the page's one h1, an optional lead. */
export function ContentPage({ parents = [], title, lead, children, size = 'lg' }: ContentPageProps) {
  return (
    <Container size={size} py="lg" className={classes.page}>
      <Breadcrumbs items={[HOME_CRUMB, ...parents, { label: title }]} renderLink={routerLink} />
      <PageHeading title={title} lead={lead} />
      {children}
    </Container>
  );
}

/** The h1 and its lead, for layouts that draw their own frame. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className={classes.header}>
      <Title order={1} className={classes.title}>{title}</Title>
      {lead && <Text size="lg" c="dimmed" className={classes.lead}>{lead}</Text>}
    </header>
  );
}
