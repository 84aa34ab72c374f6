import { Container } from '@mantine/core';
import { ErrorState } from '../../../design-system';
import { routerLink } from '../../shared/router-link';

/** SPEC §8: an unknown city or country page is a 404 "Page not found". */
export function PageNotFound() {
  return (
    <Container size="sm" py="xl">
      <ErrorState status={404} message="صفحه پیدا نشد." renderLink={routerLink} />
    </Container>
  );
}
