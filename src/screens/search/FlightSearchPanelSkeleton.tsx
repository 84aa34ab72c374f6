import type { PlacesScope } from '../../stores/PlacesStore';
import classes from './FlightSearchPanelSkeleton.module.css';

/** The search form's outline while its chunk loads: the same box, so nothing below it moves. */
export function FlightSearchPanelSkeleton({ scope, className }: { scope: PlacesScope; className?: string }) {
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} data-scope={scope} role="status" aria-busy="true" aria-label="در حال آماده‌سازی فرم جستجو">
      <div className={classes.inner}>
        <div className={classes.toolbar}>
          <span className={`${classes.block} ${classes.trip}`} />
          <span className={classes.block} />
          <span className={classes.block} />
        </div>
        <div className={classes.main}>
          <span className={`${classes.block} ${classes.route}`} />
          <span className={`${classes.block} ${classes.dates}`} />
          <span className={`${classes.block} ${classes.submit}`} />
        </div>
      </div>
    </div>
  );
}
