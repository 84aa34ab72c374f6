import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceText, theme, ThemeProvider } from '../../../src/design-system';
import { BREAKPOINT_PX, MEDIA_QUERIES } from '../../../src/domain/breakpoints';

describe('theme (SPEC §9)', () => {
  it('puts the tablet and desktop breakpoints at 576 px and 992 px', () => {
    expect(theme.breakpoints?.xs).toBe('36em');
    expect(theme.breakpoints?.md).toBe('62em');
    expect(BREAKPOINT_PX).toEqual({ tablet: 576, desktop: 992 });
    expect(MEDIA_QUERIES.mobile).toContain('575.98px');
    expect(MEDIA_QUERIES.desktop).toBe('(min-width: 992px)');
    expect(MEDIA_QUERIES.landscape).toBe('(orientation: landscape)');
  });

  it('uses Vazirmatn first', () => {
    expect(theme.fontFamily).toMatch(/^'Vazirmatn Variable'/);
  });
});

describe('PriceText', () => {
  it('prints Persian digits with separators and the currency name for screen readers', () => {
    render(
      <ThemeProvider>
        <PriceText amount={2_450_000} />
      </ThemeProvider>,
    );
    expect(screen.getByText('۲٬۴۵۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText('ریال')).toBeInTheDocument();
    expect(screen.getByText('﷼')).toHaveAttribute('aria-hidden');
  });

  it('prints ۰ for a negative amount and strikes a struck price', () => {
    render(
      <ThemeProvider>
        <PriceText amount={-10} struck />
      </ThemeProvider>,
    );
    expect(screen.getByText('۰').tagName).toBe('DEL');
  });
});
