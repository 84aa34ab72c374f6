import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BACK_BUTTON_QUERY_PARAM } from '../../domain';

/** A short random value for the rqs parameter (SPEC §2). */
export function randomRqs(): string {
  return Math.random().toString(36).slice(2, 7).padEnd(5, '0');
}

/**
 * SPEC §2's back-button helper: opening an overlay pushes a history entry with a short random
 * `rqs` query parameter, so the phone's Back button closes the overlay instead of leaving the page.
 * Closing from inside the overlay goes back over that entry. The value is per overlay, so two
 * overlays on one page never open each other.
 */
export function useBackClosable(): { opened: boolean; open: () => void; close: () => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [own, setOwn] = useState<string | null>(null);
  const current = params.get(BACK_BUTTON_QUERY_PARAM);
  const opened = own !== null && current === own;

  const open = useCallback(() => {
    const value = randomRqs();
    setOwn(value);
    const next = new URLSearchParams(location.search);
    next.set(BACK_BUTTON_QUERY_PARAM, value);
    navigate({ pathname: location.pathname, search: `?${next}`, hash: location.hash }, { preventScrollReset: true, state: location.state });
  }, [location, navigate]);

  const close = useCallback(() => {
    if (opened) navigate(-1);
  }, [navigate, opened]);

  return { opened, open, close };
}
