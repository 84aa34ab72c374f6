import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { toPersianDigits } from '../domain/numbers';

/** SPEC §8: the error's status (or 500) with a link home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{toPersianDigits(status)}</Title>
        <Text>متأسفانه خطایی رخ داد. لطفاً دوباره تلاش کنید.</Text>
        <Button component={Link} to="/">
          بازگشت به صفحه اصلی
        </Button>
      </Stack>
    </Container>
  );
}
