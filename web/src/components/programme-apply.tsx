import type { IntroPage } from '@contract/pages'
import { Button, Group, Stack } from '@mantine/core'
import { Link, type LinkProps } from '@tanstack/react-router'
import { IntroContent } from './intro-content'
import { MembersOnlyButton } from './login-prompt'
import classes from './programme-apply.module.css'

/** `membersOnly`: a form behind the member guard, which a guest is asked to log in for in place. */
export type ProgrammeApplyLink = { label: string; to: LinkProps['to']; primary?: boolean; membersOnly?: boolean }

/**
 * The way from a programme's page to its application: a line on how to take part and the buttons.
 * A members-only form asks a guest to log in first, on this page (the login modal).
 */
export function ProgrammeApply({ hint, links }: { hint: string; links: readonly ProgrammeApplyLink[] }) {
  return (
    <section className={classes.apply}>
      <p className={classes.hint}>{hint}</p>
      <Group gap="xs">
        {links.map((link) => {
          const button = { variant: link.primary ? 'filled' : 'default', renderLink: (props: Record<string, unknown>) => <Link to={link.to} {...props} /> }
          return link.membersOnly ? (
            <MembersOnlyButton key={link.label} {...button}>
              {link.label}
            </MembersOnlyButton>
          ) : (
            <Button key={link.label} variant={button.variant} renderRoot={button.renderLink}>
              {link.label}
            </Button>
          )
        })}
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
