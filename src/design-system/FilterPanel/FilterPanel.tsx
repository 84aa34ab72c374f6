import { useState } from 'react';
import { Badge, Box, Button, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import { LazyDrawer } from '../overlays/lazy-mantine';
import { activeFilterCount } from './filter-state';
import { FilterSections, type FilterSectionsProps } from './FilterSections';
import classes from './FilterPanel.module.css';

export interface FilterPanelProps extends FilterSectionsProps {
  /** Every filter back to DEFAULT_FILTERS ("حذف همه فیلترها"). */
  onReset: () => void;
  /**
   * `sidebar` (always open, for the desktop column), `sheet` (a "فیلترها" button opening a bottom
   * sheet, for phones), or `auto`: the sidebar from 992 px up and the sheet below, by CSS alone.
   * @default 'auto'
   */
  layout?: 'auto' | 'sidebar' | 'sheet';
  /** Controls the sheet from outside (e.g. to close it on the back button); uncontrolled when omitted. */
  sheetOpened?: boolean;
  /** Called when the sheet opens or closes. */
  onSheetOpenedChange?: (opened: boolean) => void;
}

/**
 * The results filters of SPEC §5: time, airlines, price, stops, type, duration, airports and
 * tickets, each option with its count, per-section and reset-all. Every change is reported at
 * once as a whole new ProposalFilters; the screen applies it.
 */
export function FilterPanel({ onReset, layout = 'auto', sheetOpened, onSheetOpenedChange, ...sections }: FilterPanelProps) {
  const [ownOpened, setOwnOpened] = useState(false);
  const opened = sheetOpened ?? ownOpened;
  const setOpened = (next: boolean) => {
    setOwnOpened(next);
    onSheetOpenedChange?.(next);
  };
  const active = activeFilterCount(sections.filters);
  const activeText = active > 0 ? `، ${toPersianDigits(active)} فیلتر فعال` : '';

  return (
    <>
      {layout !== 'sheet' && (
        <Box
          component="aside"
          visibleFrom={layout === 'auto' ? 'md' : undefined}
          className={classes.sidebar}
          aria-label="فیلترها"
          data-active={active || undefined}
        >
          <div className={classes.head}>
            <Title order={2} size="h4">فیلترها</Title>
            <Button
              variant="subtle"
              size="xs"
              className={classes.resetAll}
              leftSection={<IconFilterOff size={16} aria-hidden />}
              disabled={active === 0}
              onClick={onReset}
            >
              حذف همه فیلترها
            </Button>
          </div>
          <FilterSections {...sections} />
        </Box>
      )}

      {layout !== 'sidebar' && (
        <Box hiddenFrom={layout === 'auto' ? 'md' : undefined} className={classes.trigger}>
          <Button
            variant="default"
            size="md"
            leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
            rightSection={active > 0 && <Badge circle size="md" aria-hidden>{toPersianDigits(active)}</Badge>}
            onClick={() => setOpened(true)}
            aria-label={`فیلترها${activeText}`}
            aria-haspopup="dialog"
            data-active={active || undefined}
          >
            فیلترها
          </Button>
          <LazyDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            position="bottom"
            size="90%"
            title="فیلترها"
            radius="lg"
            closeButtonProps={{ 'aria-label': 'بستن فیلترها', size: 'lg' }}
            classNames={{ body: classes.sheetBody, title: classes.sheetTitle }}
          >
            <FilterSections {...sections} />
            <div className={classes.sheetFooter}>
              <Button variant="default" size="md" disabled={active === 0} onClick={onReset}>
                حذف همه
              </Button>
              <Button size="md" className={classes.showResults} onClick={() => setOpened(false)}>
                نمایش {toPersianDigits(sections.counts.total)} پرواز
              </Button>
            </div>
          </LazyDrawer>
        </Box>
      )}
    </>
  );
}
