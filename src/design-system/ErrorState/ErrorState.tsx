import { useId } from 'react';
import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import { renderAnchor, type RenderLink } from '../links';
import { errorMessageFor } from './error-status';
import classes from './ErrorState.module.css';

export interface ErrorStateProps {
  /** HTTP-like status shown big ("۴۰۴"); `errorStatusOf(error)` derives it from a thrown error. @default 500 */
  status?: number;
  /** A Persian sentence for the traveller; without one a sentence for the status is used. */
  message?: string;
  /**
   * `error`: the route error page. `fallback`: what shows when the error page itself failed
   * (SPEC §8); it has no status and keeps to the plainest markup. @default 'error'
   */
  variant?: 'error' | 'fallback';
  /** Where "بازگشت به صفحه اصلی" goes. @default '/' */
  homeHref?: string;
  /** Draws the home link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
}

const FALLBACK_MESSAGE = 'هنگام نمایش صفحه خطا، خطایی رخ داد.';

/** The page shown for a route error (SPEC §8): the status big, a Persian sentence and a link home. */
export function ErrorState({ status = 500, message, variant = 'error', homeHref = '/', renderLink = renderAnchor }: ErrorStateProps) {
  const titleId = useId();
  const fallback = variant === 'fallback';
  const homeLink = (
    <Button
      size="md"
      leftSection={<IconHome size={18} aria-hidden />}
      renderRoot={(props) => renderLink({ ...props, href: homeHref })}
    >
      بازگشت به صفحه اصلی
    </Button>
  );

  if (fallback) {
    return (
      <section className={classes.root} data-variant="fallback" role="alert">
        <IconAlertTriangle size={48} className={classes.icon} aria-hidden />
        <Title order={1} size="h3">{FALLBACK_MESSAGE}</Title>
        <Text c="dimmed">صفحه را دوباره بارگذاری کنید یا به صفحه اصلی بروید.</Text>
        {homeLink}
      </section>
    );
  }

  return (
    <section className={classes.root} data-variant="error" data-status={status} aria-labelledby={titleId}>
      <p className={classes.status} aria-hidden>{toPersianDigits(status)}</p>
      <Title order={1} size="h3" id={titleId}>
        <VisuallyHidden component="span">خطای {toPersianDigits(status)}: </VisuallyHidden>
        {message ?? errorMessageFor(status)}
      </Title>
      {homeLink}
    </section>
  );
}
