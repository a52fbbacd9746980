import { Button } from '@payloadcms/ui'
import React from 'react'
import { ReasonField } from './reason-field'
import { type Outcome, StateChangeOutcome } from './state-change-outcome'

export type PanelAction = { key: string; label: string; tone: 'primary' | 'secondary'; run: () => void }

type StateActionsPanelProps = {
  title: React.ReactNode
  label: string
  /** Said instead of the buttons when the state allows staff no move. */
  none: string
  actions: PanelAction[]
  reason: string
  onReasonChange: (value: string) => void
  reasonPlaceholder: string
  busy: boolean
  working: string
  outcome: Outcome | null
}

/**
 * The box of state buttons on a booking's or an application's admin screen: the reason the member
 * reads in the e-mail, one button per move the state allows, and the result of the last move.
 */
export const StateActionsPanel = (props: StateActionsPanelProps) => (
  <section aria-label={props.label} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 24, padding: 16 }}>
    <h3 style={{ margin: '0 0 12px' }}>{props.title}</h3>
    {props.actions.length === 0 ? (
      <p style={{ margin: 0 }}>{props.none}</p>
    ) : (
      <>
        <ReasonField value={props.reason} onChange={props.onReasonChange} placeholder={props.reasonPlaceholder} style={{ marginBottom: 12 }} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {props.actions.map((action) => (
            <Button key={action.key} buttonStyle={action.tone} size="medium" margin={false} disabled={props.busy} onClick={action.run}>
              {action.label}
            </Button>
          ))}
        </div>
      </>
    )}
    {props.busy && <p>{props.working}</p>}
    {props.outcome && <StateChangeOutcome outcome={props.outcome} />}
  </section>
)
