/** A team's figure at a row's end: the number large in tabular figures, its unit below. */
export function PointsFigure({ value, unit }: { value: number; unit: string }) {
  return (
    <span className="points-figure">
      <span className="points-figure__value tabular-nums">{value}</span>
      <span className="points-figure__label">{unit}</span>
    </span>
  );
}
