import { joinText } from '../messages'
import classes from './join-steps.module.css'

/** The five steps of the join flow with the current one marked. `current` is 0-based. */
export function JoinSteps({ current }: { current: number }) {
  return (
    <ol className={classes.steps} aria-label={joinText.stepsLabel}>
      {joinText.steps.map((label, index) => (
        <li
          key={label}
          className={classes.step}
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={classes.number} aria-hidden="true">
            {index + 1}
          </span>
          <span className={classes.label}>{label}</span>
        </li>
      ))}
    </ol>
  )
}
