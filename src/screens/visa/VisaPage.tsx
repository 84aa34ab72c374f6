import { useEffect, type ReactNode } from 'react';
import { Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEPassport } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Breadcrumbs, EmptyState, type BreadcrumbItem } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';

/** Design-system links drawn with react-router's Link (no full page load). */

export const VISA_CRUMBS: readonly BreadcrumbItem[] = [
  { label: 'خانه', href: '/' },
  { label: 'ویزا', href: '/visa/' },
];

export interface VisaPageProps {
  title: ReactNode;
  /** After «خانه › ویزا»; the last is the current page. */
  crumbs?: readonly BreadcrumbItem[];
  lead?: ReactNode;
  children?: ReactNode;
}

/** Every visa page: breadcrumbs, one <h1>, an optional lead line, the body. */
export function VisaPage({ title, crumbs = [], lead, children }: VisaPageProps) {
  const items = crumbs.length ? [...VISA_CRUMBS, ...crumbs] : [VISA_CRUMBS[0]!, { label: 'ویزا' }];
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Breadcrumbs items={items} renderLink={routerLink} />
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>{title}</Title>
          {lead && <Text c="dimmed" maw={720}>{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Loads the visa catalogue once; renders the body when it is ready, a skeleton or an error meanwhile. */
export const CatalogGate = observer(function CatalogGate({ children }: { children: () => ReactNode }) {
  const { visa } = useStores();
  useEffect(() => {
    void visa.loadCatalog();
  }, [visa]);
  if (visa.catalogStatus === 'ready') return <>{children()}</>;
  if (visa.catalogStatus === 'error') {
    return (
      <EmptyState
        icon={<IconAlertTriangle aria-hidden />}
        title="اطلاعات ویزا دریافت نشد"
        text={visa.catalogError ?? undefined}
        action={{ label: 'تلاش دوباره', onClick: () => void visa.loadCatalog() }}
      />
    );
  }
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="در حال دریافت اطلاعات ویزا">
      <Skeleton height={28} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
});

/** A later step opened without the earlier choice (a reload, a shared link). */
export function MissingChoice({ text }: { text?: string }) {
  return (
    <EmptyState
      icon={<IconEPassport aria-hidden />}
      title="اطلاعات درخواست ویزا پیدا نشد"
      text={text ?? 'برای ادامه، مقصد و نوع ویزا را دوباره انتخاب کنید. اطلاعات مراحل قبل پس از بارگذاری دوباره صفحه نگه داشته نمی‌شود.'}
      action={{ label: 'شروع درخواست ویزا', href: '/visa/' }}
      renderLink={routerLink}
    />
  );
}

/** A destination slug the service does not know. */
export function UnknownDestination() {
  return (
    <EmptyState
      icon={<IconEPassport aria-hidden />}
      title="این مقصد ویزا را نداریم"
      text="مقصدهایی که برایشان ویزا می‌گیریم در صفحه ویزا آمده‌اند."
      action={{ label: 'همه مقصدهای ویزا', href: '/visa/' }}
      renderLink={routerLink}
    />
  );
}

const STEPS = ['نوع ویزا', 'مسافران', 'تأیید', 'پرداخت'] as const;

/** Where the traveller is in the visa flow (1-based). */
export function FlowSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <Group component="ol" gap={6} wrap="wrap" aria-label="مراحل درخواست ویزا" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {STEPS.map((label, i) => {
        const step = i + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <Badge
            key={label}
            component="li"
            size="lg"
            radius="xl"
            tt="none"
            fw={state === 'current' ? 700 : 500}
            variant={state === 'current' ? 'filled' : state === 'done' ? 'light' : 'default'}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {`${toPersianDigits(step)}. ${label}`}
          </Badge>
        );
      })}
    </Group>
  );
}
