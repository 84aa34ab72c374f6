import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, ThemeProvider } from '../../../src/design-system';

describe('showToast (SPEC §2, §9)', () => {
  it('shows one toast per message while it is on screen, without a close button', async () => {
    render(<ThemeProvider><p>صفحه</p></ThemeProvider>);
    // Two calls failing alike (the search and its date strip) say the same thing once.
    await act(async () => {
      await showToast('مبدأ «XXX» شناخته نشد.', 'error');
      await showToast('مبدأ «XXX» شناخته نشد.', 'error');
      await showToast('مقصد «YYY» شناخته نشد.', 'error');
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getAllByText('مبدأ «XXX» شناخته نشد.')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    // The ids are valid DOM ids: no spaces, the same for the same words.
    for (const alert of screen.getAllByRole('alert')) expect(alert.id).toMatch(/^toast-error-[0-9a-z]+$/);
  }, 20_000);
});
