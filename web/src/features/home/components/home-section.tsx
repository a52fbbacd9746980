import { Anchor, Loader } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import { commonMessages } from '@/config/messages'
import { SectionErrorBoundary } from '@/components/section-error-boundary'
import type { MenuLink } from '@/config/menus'
import { homeMessages } from '../messages'
import classes from './home-section.module.css'

type HomeSectionProps = {
  id: string
  texts: { title: string; description: string; more: string }
  moreLink: MenuLink
  children: ReactNode
}

/** A home block: heading, "더보기" to its list page, and its slider (failing on its own if it must). */
export function HomeSection({ id, texts, moreLink, children }: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <div className={classes.header}>
        <div>
          <h2 id={headingId} className={classes.title}>
            {texts.title}
          </h2>
          <p className={classes.description}>{texts.description}</p>
        </div>
        <Anchor renderRoot={(props) => <Link to={moreLink} {...props} />} className={classes.more} aria-label={texts.more}>
          {homeMessages.more}
          <IconPlus size={14} aria-hidden="true" />
        </Anchor>
      </div>
      <SectionErrorBoundary fallback={<p className={classes.message}>{commonMessages.sectionFailed}</p>}>
        <Suspense fallback={<Loader className={classes.loader} />}>{children}</Suspense>
      </SectionErrorBoundary>
    </section>
  )
}
