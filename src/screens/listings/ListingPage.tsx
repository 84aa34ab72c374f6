import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs, type BreadcrumbItem } from '../../design-system';
import { routerLink } from '../shared/router-link';


export interface ListingPageProps {
  title: ReactNode;
  /** From home to this page; the last is the current page. */
  crumbs: readonly BreadcrumbItem[];
  lead?: ReactNode;
  children?: ReactNode;
}

/** Every listing page: breadcrumbs, one <h1>, a lead, the body. */
export function ListingPage({ title, crumbs, lead, children }: ListingPageProps) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: 'خانه', href: '/' }, ...crumbs]} renderLink={routerLink} />
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>{title}</Title>
          {lead && <Text c="dimmed" maw={760}>{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
