import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

type ResultLink = { to: '/login' | '/login/findId01' | '/login/findPw01' | '/join'; label: string }

type ResultScreen = { tone: 'success' | 'notice'; message: string; hint?: string; links: [ResultLink, ...ResultLink[]] }

/** The end of a find step: its outcome and where to go next (the first link is the main one). */
const screens = {
  /** /login/findId02-2: spec §8's no-match message, with a new search or the join. */
  idNotFound: {
    tone: 'notice',
    message: m.idNotFound,
    links: [
      { to: '/login/findId01', label: m.retry },
      { to: '/join', label: m.join },
    ],
  },
  /** /login/findPw02-1: the reset link is on its way. */
  resetMailSent: { tone: 'success', message: m.resetMailSent, hint: m.resetMailHint, links: [{ to: '/login', label: m.login }] },
  /** /login/findPw02-2: spec §8's "no registered member" for find password, with a way back. */
  memberNotFound: {
    tone: 'notice',
    message: m.memberNotFound,
    hint: m.memberNotFoundHint,
    links: [
      { to: '/login/findPw01', label: m.retry },
      { to: '/login/findId01', label: m.findIdTab },
    ],
  },
  /** /login/changePwComplete. */
  passwordChanged: { tone: 'success', message: m.passwordChanged, hint: m.passwordChangedHint, links: [{ to: '/login', label: m.login }] },
} satisfies Record<string, ResultScreen>

export function FindResultScreen({ screen }: { screen: keyof typeof screens }) {
  const { tone, message, hint, links }: ResultScreen = screens[screen]
  return (
    <FindAccountPanel
      actions={links.map(({ to, label }, index) => (
        <Button key={to} size="md" variant={index === 0 ? 'filled' : 'default'} renderRoot={(props) => <Link to={to} {...props} />}>
          {label}
        </Button>
      ))}
    >
      <FindResultMessage tone={tone} message={message} hint={hint} />
    </FindAccountPanel>
  )
}
