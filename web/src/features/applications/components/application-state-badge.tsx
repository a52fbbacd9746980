import { type ApplicationState, applicationStateColors } from '@contract/applications'
import { Badge } from '@mantine/core'

/** Spec §4 my-page state colours: blue, skyblue, gray, red and black. */
const mantineColour = { blue: 'blue', skyblue: 'cyan', gray: 'gray', red: 'red', black: 'dark' } as const

export function ApplicationStateBadge({ state, label }: { state: ApplicationState; label: string }) {
  const colour = applicationStateColors[state]
  return (
    <Badge className={colour} data-state={state} color={mantineColour[colour]} variant={colour === 'black' ? 'filled' : 'light'} radius="sm">
      {label}
    </Badge>
  )
}
