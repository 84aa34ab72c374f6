import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHeadset, IconPhone } from '@tabler/icons-react';
import { toPersianDigits } from '../../../domain';
import { SUPPORT_PHONE } from '../contact/contact-content';
import { routerLink } from '../../shared/router-link';

/** "Book through support": hotels and tours have no booking API, so a person takes the booking. */
export function SupportCallout({ title, text }: { title: string; text: string }) {
  return (
    <Alert variant="light" color="brand" radius="lg" icon={<IconHeadset aria-hidden />} title={title} my="lg">
      <Text size="sm" lh={1.9}>{text}</Text>
      <Group gap="sm" mt="sm">
        <Button size="sm" renderRoot={(props) => routerLink({ ...props, href: '/contact-us/' })}>
          تماس با پشتیبانی
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPhone size={16} aria-hidden />}
          renderRoot={(props) => routerLink({ ...props, href: `tel:${SUPPORT_PHONE.replace(/\D/g, '')}` })}
        >
          <bdi dir="ltr">{toPersianDigits(SUPPORT_PHONE)}</bdi>
        </Button>
      </Group>
    </Alert>
  );
}
