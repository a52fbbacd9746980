import type { SearchHit } from '@contract/search'
import { Highlight } from '@mantine/core'
import { HrefLink } from '@/components/href-link'
import classes from './search-results-page.module.css'

/** One result: its title as the link, the words around the keyword, and what it is; the keyword highlighted. */
export function SearchHitItem({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  return (
    <li className={classes.item}>
      <HrefLink href={hit.href} className={classes.itemTitle}>
        <Highlight component="span" highlight={keyword} inherit>
          {hit.title}
        </Highlight>
      </HrefLink>
      {hit.excerpt && (
        <Highlight component="p" highlight={keyword} className={classes.excerpt}>
          {hit.excerpt}
        </Highlight>
      )}
      {hit.meta && <p className={classes.meta}>{hit.meta}</p>}
    </li>
  )
}
