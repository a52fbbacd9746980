import type { VisionPage as Vision } from '@contract/pages'
import { useSuspenseQuery } from '@tanstack/react-query'
import { UnpublishedNotice } from '@/components/intro-content'
import { visionQueryOptions } from '../api/intro-pages'
import { introMessages } from '../messages'
import classes from './intro-pages.module.css'

const captions = introMessages.vision

export function VisionPage() {
  const { data: vision } = useSuspenseQuery(visionQueryOptions())
  if (!vision) return <UnpublishedNotice />
  return <VisionView vision={vision} />
}

/** The vision as published, or staff's draft in the live preview. */
export function VisionView({ vision }: { vision: Vision }) {
  return (
    <div className={classes.vision}>
      <section className={classes.statement} aria-labelledby="vision-statement">
        <h2 id="vision-statement" className={classes.caption}>
          {captions.statementCaption}
        </h2>
        <p className={classes.statementText}>{vision.statement}</p>
        <p className={classes.mission}>
          <strong>{captions.missionCaption}</strong> {vision.mission}
        </p>
      </section>

      <section aria-labelledby="vision-goals">
        <h2 id="vision-goals" className={classes.sectionTitle}>
          {captions.goalsCaption}
        </h2>
        <ol className={classes.goals}>
          {vision.goals.map((goal, index) => (
            <li key={`${index}-${goal.title}`} className={classes.goal}>
              <span className={classes.goalNumber}>{String(index + 1).padStart(2, '0')}</span>
              <h3 className={classes.goalTitle}>{goal.title}</h3>
              <ul className={classes.tasks}>
                {goal.tasks.map((task, taskIndex) => (
                  <li key={`${taskIndex}-${task}`}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      {vision.values.length > 0 && (
        <section aria-labelledby="vision-values">
          <h2 id="vision-values" className={classes.sectionTitle}>
            {captions.valuesCaption}
          </h2>
          <ul className={classes.values}>
            {vision.values.map((value, index) => (
              <li key={`${index}-${value.title}`} className={classes.value}>
                <strong>{value.title}</strong>
                <span>{value.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
