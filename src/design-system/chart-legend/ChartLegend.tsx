import classes from './ChartLegend.module.css';

export interface ChartLegendItem {
  /** The swatch's `data-kind`, styled by the chart's own `swatchClassName`. */
  kind: string;
  text: string;
}

/** The key under a price chart (the graph, the dates grid): a swatch per mark and what it means. */
export function ChartLegend({ label, items, swatchClassName }: { label: string; items: readonly ChartLegendItem[]; swatchClassName?: string }) {
  return (
    <ul className={classes.legend} aria-label={label}>
      {items.map((item) => (
        <li key={item.kind}><span className={swatchClassName} data-kind={item.kind} aria-hidden="true" />{item.text}</li>
      ))}
    </ul>
  );
}
