import { Component, useState, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState, errorStatusOf } from '../design-system';
import { renderAppLink } from './AppLink';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

/** SPEC §8: if the error page itself fails, a plain sentence and a link home (no router needed). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorState variant="fallback" /> : this.props.children;
  }
}

/** What the page shows for a caught route error: a 404 thrown by the guard, or anything else. */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return { status: error.status, message: typeof message === 'string' ? message : undefined };
  }
  return { status: errorStatusOf(error) };
}

function RouteError() {
  const error = useRouteError();
  // SPEC §4/§8: a chunk that failed to load (a new deploy) reloads the page, once per 60 s.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadAfterChunkError());
  if (reloading) return null;
  if (!isRouteErrorResponse(error)) console.error(error);
  const { status, message } = describeRouteError(error);
  return (
    <Container size="sm" py={64}>
      <ErrorState status={status} message={message} renderLink={renderAppLink} />
    </Container>
  );
}

/** SPEC §8's error page: the error's code, status or response status (else 500) and a link home. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteError />
    </ErrorPageBoundary>
  );
}
