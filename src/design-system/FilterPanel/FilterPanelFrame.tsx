import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import { LazyDrawer } from '../overlays/lazy-mantine';
import classes from './FilterPanel.module.css';

/** The layout props every results filter panel (flights, hotels) shares. */
export interface FilterPanelLayoutProps {
  /** Every filter back to its default ("حذف همه فیلترها"). */
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

export interface FilterPanelFrameProps extends FilterPanelLayoutProps {
  /** How many filters narrow the list: the badge on the sheet's button; 0 disables the resets. */
  active: number;
  /** The sheet's close button: «نمایش ۴۲ پرواز». */
  showResultsLabel: ReactNode;
  /** The sections; drawn in the sidebar and, separately, in the sheet. */
  renderSections: () => ReactNode;
}

/**
 * The frame of a results filter panel: a titled sidebar with "حذف همه فیلترها", and a "فیلترها"
 * button with the active-filter count opening the same sections in a bottom sheet.
 */
export function FilterPanelFrame({
  active, showResultsLabel, renderSections, onReset, layout = 'auto', sheetOpened, onSheetOpenedChange,
}: FilterPanelFrameProps) {
  const [ownOpened, setOwnOpened] = useState(false);
  const opened = sheetOpened ?? ownOpened;
  const setOpened = (next: boolean) => {
    setOwnOpened(next);
    onSheetOpenedChange?.(next);
  };
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
          {renderSections()}
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
            {renderSections()}
            <div className={classes.sheetFooter}>
              <Button variant="default" size="md" disabled={active === 0} onClick={onReset}>
                حذف همه
              </Button>
              <Button size="md" className={classes.showResults} onClick={() => setOpened(false)}>
                {showResultsLabel}
              </Button>
            </div>
          </LazyDrawer>
        </Box>
      )}
    </>
  );
}
