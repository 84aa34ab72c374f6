import { Alert, Button, Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import type { Proposal } from '../../contract';
import { FlightDetails, PriceText } from '../../design-system';
import { useStores } from '../../stores';
import { toFlightDetails } from './proposal-view';
import classes from './ResultsScreen.module.css';

export interface FlightDetailsDrawerProps {
  proposal: Proposal | null;
  opened: boolean;
  onClose: () => void;
  onSelect: (proposal: Proposal) => void;
}

/** A proposal's legs, baggage, refund penalties and fare rules: a side panel on desktop, a bottom sheet on phones. */
export const FlightDetailsDrawer = observer(function FlightDetailsDrawer({ proposal, opened, onClose, onSelect }: FlightDetailsDrawerProps) {
  const { flightSearch } = useStores();
  const desktop = useMediaQuery('(min-width: 62em)');
  const entry = proposal ? flightSearch.details[proposal.ProposalId] : undefined;
  const soldOut = !proposal || proposal.Seat <= 0;

  return (
    <Drawer
      opened={opened && proposal !== null}
      onClose={onClose}
      position={desktop ? 'left' : 'bottom'}
      size={desktop ? 'lg' : '90%'}
      radius={desktop ? 0 : 'lg'}
      title="جزئیات پرواز"
      closeButtonProps={{ 'aria-label': 'بستن جزئیات پرواز', size: 'lg' }}
      classNames={{ body: classes.drawerBody }}
    >
      {(!entry || entry.status === 'loading') && (
        <Stack gap="sm" role="status" aria-label="در حال دریافت جزئیات پرواز">
          <Skeleton height={20} width="60%" />
          <Skeleton height={96} />
          <Skeleton height={20} width="40%" />
          <Skeleton height={72} />
        </Stack>
      )}
      {entry?.status === 'error' && (
        <Alert color="red" variant="light" title="خطا">
          {entry.error}{' '}
          {proposal && (
            <Button variant="subtle" size="compact-sm" onClick={() => void flightSearch.loadDetail(proposal)}>
              تلاش دوباره
            </Button>
          )}
        </Alert>
      )}
      {entry?.detail && <FlightDetails flight={toFlightDetails(entry.detail)} headingOrder={3} />}
      {proposal && !soldOut && (
        <div className={classes.drawerFooter}>
          <PriceText amount={proposal.TotalPrice} size="lg" fw={800} />
          <Button size="md" onClick={() => onSelect(proposal)}>
            انتخاب این پرواز
          </Button>
        </div>
      )}
    </Drawer>
  );
});
