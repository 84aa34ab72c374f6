import { Button, Collapse, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { JalaliDateText } from '../../design-system';
import { CABIN_LABELS, TRIP_TYPE_LABELS, TripType } from '../../domain';
import { useStores } from '../../stores';
import { LazyFlightSearchPanel } from '../search/LazyFlightSearchPanel';
import { passengersLabel } from './proposal-view';
import classes from './ResultsScreen.module.css';

export interface SearchSummaryProps {
  international: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** The search on screen in one line, with the search form under it to change it without leaving. */
export const SearchSummary = observer(function SearchSummary({ international, editing, onEditingChange }: SearchSummaryProps) {
  const { flightConfiguration: config, places, flightSearch } = useStores();
  const scope = international ? 'international' : 'domestic';
  useEffect(() => {
    places.load(scope).catch(() => undefined); // without the list the codes are shown
  }, [places, scope]);
  const request = config.availableRequest;
  const first = request?.segments[0];
  const last = request?.segments[request.segments.length - 1];
  const group = flightSearch.response?.proposals[0]?.FlightGroups[0];
  const answered: Record<string, string> = group ? { [group.Origin]: group.OriginFa, [group.Destination]: group.DestinationFa } : {};
  const name = (code: string | undefined) => (code ? places.cityNameFa(code) ?? places.airportNameFa(code) ?? answered[code] ?? code : '');
  const destination = request?.flightType === TripType.MultiDestination ? last?.destination : first?.destination;
  const heading = first ? `بلیط هواپیما ${name(first.origin)} به ${name(destination)}` : 'نتایج جستجوی پرواز';
  const passengers = request ? passengersLabel(request) ?? '۱ بزرگسال' : null;

  return (
    <Paper component="section" withBorder radius="md" className={classes.summary} aria-label="جستجوی شما">
      <div className={classes.summaryRow}>
        <div className={classes.summaryText}>
          <Title order={1} size="h3">{heading}</Title>
          {request && first && (
            <Text size="sm" c="dimmed" className={classes.summaryFacts}>
              <span>{TRIP_TYPE_LABELS[request.flightType]}</span>
              <JalaliDateText size="sm" date={first.departureDate} format="long" withYear={false} />
              {request.flightType === TripType.RoundTrip && request.segments[1] && (
                <span>
                  برگشت <JalaliDateText size="sm" date={request.segments[1].departureDate} format="long" withYear={false} />
                </span>
              )}
              <span>{passengers}</span>
              <span>{CABIN_LABELS[request.cabinType]}</span>
            </Text>
          )}
        </div>
        <Button
          variant={editing ? 'subtle' : 'light'}
          leftSection={editing ? <IconX size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
          onClick={() => onEditingChange(!editing)}
          aria-expanded={editing}
        >
          {editing ? 'بستن' : 'ویرایش جستجو'}
        </Button>
      </div>
      <Collapse expanded={editing} keepMounted={false}>
        {editing && (
          <LazyFlightSearchPanel
            scope={scope}
            // A wrong URL runs no search, but what it says still fills the form that mends it.
            initialSearch={request ?? flightSearch.draft ?? undefined}
            onSubmitted={() => onEditingChange(false)}
            className={classes.editPanel}
          />
        )}
      </Collapse>
    </Paper>
  );
});
