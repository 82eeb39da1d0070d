import { Skeleton } from '../components/Skeleton';

/** Shown before the translations have arrived, so it has no text of its own. */
export function AppLoading() {
  return (
    <div className="app-shell">
      <div className="app-main" aria-busy="true">
        <Skeleton width="60%" height={28} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}
