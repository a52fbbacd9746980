import type { IntroPage } from '@contract/pages'
import { Button, Group, Stack } from '@mantine/core'
import { Link, type LinkProps } from '@tanstack/react-router'
import { IntroContent } from './intro-content'
import classes from './programme-apply.module.css'

export type ProgrammeApplyLink = { label: string; to: LinkProps['to']; primary?: boolean }

/**
 * The way from a programme's page to its application: a line on how to take part and the buttons.
 * A members-only form sends a guest to log in and back by its own guard (`redirect`).
 */
export function ProgrammeApply({ hint, links }: { hint: string; links: readonly ProgrammeApplyLink[] }) {
  return (
    <section className={classes.apply}>
      <p className={classes.hint}>{hint}</p>
      <Group gap="xs">
        {links.map((link) => (
          <Button key={link.label} variant={link.primary ? 'filled' : 'default'} renderRoot={(props) => <Link to={link.to} {...props} />}>
            {link.label}
          </Button>
        ))}
      </Group>
    </section>
  )
}

type ProgrammeIntroProps = { content: IntroPage | null; hint: string; links: readonly ProgrammeApplyLink[] }

/** A programme's introduction as staff wrote it, then the way to its application (shown before staff publish too). */
export function ProgrammeIntro({ content, hint, links }: ProgrammeIntroProps) {
  return (
    <Stack gap="xl">
      <IntroContent content={content} />
      <ProgrammeApply hint={hint} links={links} />
    </Stack>
  )
}
