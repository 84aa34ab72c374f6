import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** SPEC §8: 404 "This page could not be found", in Persian. */
export function NotFoundScreen() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>۴۰۴</Title>
        <Text fz="lg">این صفحه پیدا نشد.</Text>
        <Button component={Link} to="/">
          بازگشت به صفحه اصلی
        </Button>
      </Stack>
    </Container>
  );
}
