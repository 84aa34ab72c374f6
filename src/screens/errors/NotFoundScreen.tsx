import { Container } from '@mantine/core';
import { ErrorState } from '../../design-system';
import { NOT_FOUND_MESSAGES } from '../../domain';
import { routerLink } from '../shared/router-link';


/** The /404 page: SPEC §8's "This page could not be found", in Persian, like every other 404. */
export function NotFoundScreen() {
  return (
    <Container size="sm" py={64}>
      <ErrorState status={404} message={NOT_FOUND_MESSAGES['could-not-be-found']} renderLink={routerLink} />
    </Container>
  );
}
