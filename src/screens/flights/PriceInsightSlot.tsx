import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PriceInsight } from '../../design-system';
import { useStores } from '../../stores';

/**
 * «Is this a good price?» right above the list, beside the cheapest result (issue 30). A page the
 * server rendered has it in its HTML (FlightPageSeed.insight); after a search in the browser its
 * placeholder holds the place until it comes, so the list does not move. Nothing when it failed.
 */
export const PriceInsightSlot = observer(function PriceInsightSlot({ requestId }: { requestId: string }) {
  const store = useStores().fareWatch;
  useEffect(() => {
    void store.loadInsight(requestId);
  }, [store, requestId]);
  const insight = store.insights.get(requestId);
  if (insight?.status === 'error') return null;
  const value = insight?.value;
  return (
    <PriceInsight
      loading={!value}
      verdict={value?.verdict ?? null}
      price={value?.price ?? null}
      typicalLow={value?.typicalLow ?? null}
      typicalHigh={value?.typicalHigh ?? null}
      daysAhead={value?.daysAhead ?? 0}
      basis={value?.basis ?? 'fares'}
      samples={value?.samples ?? 0}
    />
  );
});
