import classes from './reservation-page.module.css'

/** The colour key under the calendar and the slot list; each swatch matches its `data-state` style. */
export function StateLegend({ labels }: { labels: Record<string, string> }) {
  return (
    <ul className={classes.legend}>
      {Object.entries(labels).map(([state, label]) => (
        <li key={state} data-state={state}>
          {label}
        </li>
      ))}
    </ul>
  )
}
