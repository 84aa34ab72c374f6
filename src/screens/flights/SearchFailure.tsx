import { Button, Group, Stack } from '@mantine/core';
import { IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState } from '../../design-system';

export interface SearchFailureProps {
  /** `invalid`: the search itself is wrong (its URL, a 400); `failed`: the network or the server. */
  kind: 'invalid' | 'failed';
  /** The Persian sentence: the URL check's or the server's own. */
  message: string | undefined;
  onRetry: () => void;
  onChangeSearch: () => void;
}

/**
 * A search that did not run. A wrong one (a past or impossible date, an unknown airport, more
 * infants than adults) says what is wrong and offers only to change it: retrying cannot mend it.
 * A failed one is the error page's 500 with a retry.
 */
export function SearchFailure({ kind, message, onRetry, onChangeSearch }: SearchFailureProps) {
  if (kind === 'invalid') {
    return (
      <EmptyState
        icon={<IconSearchOff aria-hidden />}
        title="این جستجو انجام نشد"
        text={message}
        action={{ label: 'تغییر جستجو', onClick: onChangeSearch }}
      />
    );
  }
  return (
    <Stack align="center" gap="md">
      <ErrorState status={500} message={message} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
      <Group justify="center">
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>تلاش دوباره</Button>
        <Button variant="default" onClick={onChangeSearch}>تغییر جستجو</Button>
      </Group>
    </Stack>
  );
}
