import type { GreetingPage as Greeting } from '@contract/pages'
import { useSuspenseQuery } from '@tanstack/react-query'
import { UnpublishedNotice } from '@/components/intro-content'
import { greetingQueryOptions } from '../api/intro-pages'
import classes from './intro-pages.module.css'

export function GreetingPage() {
  const { data: greeting } = useSuspenseQuery(greetingQueryOptions())
  if (!greeting) return <UnpublishedNotice />
  return <GreetingView greeting={greeting} />
}

/** The greeting as published, or staff's draft in the live preview. */
export function GreetingView({ greeting }: { greeting: Greeting }) {
  return (
    <div className={classes.greeting}>
      <p className={classes.headline}>{greeting.headline}</p>
      <div className={classes.letterRow}>
        {greeting.photo && (
          <img
            className={classes.photo}
            src={greeting.photo.url}
            alt={greeting.photo.alt}
            width={greeting.photo.width ?? undefined}
            height={greeting.photo.height ?? undefined}
          />
        )}
        <div className={classes.letter}>
          <div dangerouslySetInnerHTML={{ __html: greeting.html }} />
          <p className={classes.signature}>
            {greeting.signatureTitle} <strong>{greeting.signatureName}</strong>
          </p>
        </div>
      </div>
    </div>
  )
}
