import type { TermsCode } from '@contract/terms'
import { Anchor, Badge, Group, NativeSelect } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { versionState } from '../lib/version-state'
import { termsMessages } from '../messages'
import { termsQueryOptions } from '../api/get-terms'
import classes from './terms-page.module.css'

const stateColor = { current: 'brand', upcoming: 'orange', past: 'gray' } as const

type TermsDocumentProps = {
  code: TermsCode
  version?: number
  /** Offers the other versions when given (/terms); the join form shows the one in force only. */
  onVersionChange?: (version: number | undefined) => void
}

/** One policy as staff published it, with its effective day and, on /terms, its other versions. */
export function TermsDocument({ code, version, onVersionChange }: TermsDocumentProps) {
  const { data: terms } = useSuspenseQuery(termsQueryOptions(code, version))
  const state = versionState(terms, terms.versions)
  const announced = state === 'current' ? terms.versions.find((each) => versionState(each, terms.versions) === 'upcoming') : undefined
  return (
    <>
      {announced && (
        <p className={classes.announced}>
          {termsMessages.announced(announced)}{' '}
          {onVersionChange && (
            <Anchor component="button" type="button" onClick={() => onVersionChange(announced.id)}>
              {termsMessages.viewAnnounced}
            </Anchor>
          )}
        </p>
      )}
      <Group justify="space-between" align="flex-end" className={classes.meta}>
        <Group gap="xs">
          <Badge color={stateColor[state]} variant="light">
            {termsMessages.state[state]}
          </Badge>
          <span className={classes.effective}>
            {terms.version} · {termsMessages.effective(terms.effectiveDate)}
          </span>
        </Group>
        {onVersionChange && terms.versions.length > 1 && (
          <NativeSelect
            label={termsMessages.otherVersions}
            size="xs"
            value={String(terms.id)}
            onChange={(event) => {
              const chosen = terms.versions.find((each) => String(each.id) === event.currentTarget.value)
              onVersionChange(chosen?.current ? undefined : chosen?.id)
            }}
            data={terms.versions.map((each) => ({
              value: String(each.id),
              label: termsMessages.versionOption(each, termsMessages.state[versionState(each, terms.versions)]),
            }))}
          />
        )}
      </Group>
      {terms.changeNote && (
        <p className={classes.changeNote}>
          <strong>{termsMessages.changeNote}</strong> {terms.changeNote}
        </p>
      )}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: terms.html }} />
    </>
  )
}
