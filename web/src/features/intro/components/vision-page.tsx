import { vision } from '../messages'
import classes from './intro-pages.module.css'

export function VisionPage() {
  return (
    <div className={classes.vision}>
      <section className={classes.statement} aria-labelledby="vision-statement">
        <h2 id="vision-statement" className={classes.caption}>
          {vision.statementCaption}
        </h2>
        <p className={classes.statementText}>{vision.statement}</p>
        <p className={classes.mission}>
          <strong>{vision.missionCaption}</strong> {vision.mission}
        </p>
      </section>

      <section aria-labelledby="vision-goals">
        <h2 id="vision-goals" className={classes.sectionTitle}>
          {vision.goalsCaption}
        </h2>
        <ol className={classes.goals}>
          {vision.goals.map((goal, index) => (
            <li key={goal.title} className={classes.goal}>
              <span className={classes.goalNumber}>{String(index + 1).padStart(2, '0')}</span>
              <h3 className={classes.goalTitle}>{goal.title}</h3>
              <ul className={classes.tasks}>
                {goal.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="vision-values">
        <h2 id="vision-values" className={classes.sectionTitle}>
          {vision.valuesCaption}
        </h2>
        <ul className={classes.values}>
          {vision.values.map((value) => (
            <li key={value.title} className={classes.value}>
              <strong>{value.title}</strong>
              <span>{value.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
