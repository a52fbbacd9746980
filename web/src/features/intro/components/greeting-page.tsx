import { greeting } from '../messages'
import classes from './intro-pages.module.css'

export function GreetingPage() {
  return (
    <div className={classes.greeting}>
      <p className={classes.headline}>{greeting.headline}</p>
      <div className={classes.letter}>
        {greeting.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{greeting.thanks}</p>
        <p className={classes.signature}>
          {greeting.signature} <strong>{greeting.signatureName}</strong>
        </p>
      </div>
    </div>
  )
}
