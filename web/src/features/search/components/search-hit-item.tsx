import type { SearchHit } from '@contract/search'
import { Highlight } from '@mantine/core'
import { useState } from 'react'
import { HrefLink } from '@/components/href-link'
import classes from './search-results-page.module.css'
import { isTravelHit, TravelHitDetail } from './travel-hit-detail'

/** One result: its title as the link, the words around the keyword, and what it is; the keyword highlighted. */
export function SearchHitItem({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  const [detailOpen, setDetailOpen] = useState(false)
  const title = (
    <Highlight component="span" highlight={keyword} inherit>
      {hit.title}
    </Highlight>
  )
  return (
    <li className={classes.item}>
      {isTravelHit(hit) ? (
        <>
          {/* The API detail stays the address (a new tab, or a page without script); a click opens it here, readable. */}
          <a
            href={hit.href}
            className={classes.itemTitle}
            onClick={(event) => {
              const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
              if (modified) return
              event.preventDefault()
              setDetailOpen(true)
            }}
          >
            {title}
          </a>
          <TravelHitDetail hit={hit} opened={detailOpen} onClose={() => setDetailOpen(false)} />
        </>
      ) : (
        <HrefLink href={hit.href} className={classes.itemTitle}>
          {title}
        </HrefLink>
      )}
      {hit.excerpt && (
        <Highlight component="p" highlight={keyword} className={classes.excerpt}>
          {hit.excerpt}
        </Highlight>
      )}
      {hit.meta && <p className={classes.meta}>{hit.meta}</p>}
    </li>
  )
}
