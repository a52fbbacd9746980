'use client'
import { useSearchParams } from 'next/navigation'
import React from 'react'
import { reservationStates, type ReservationState } from '../../../../contract/equipment-options'
import { messages } from './messages'

/** The query key Payload's own 필터 writes for "상태 equals …", so both show the same condition. */
const stateKey = 'where[or][0][and][0][state][equals]'

const hrefFor = (state: ReservationState | null) => (state ? `?${new URLSearchParams({ [stateKey]: state })}` : '?')

/** One click to the reservations of one state (신청 first, as that is what staff work through). */
export const StateFilterLinks = () => {
  const current = useSearchParams().get(stateKey)
  const options: { value: ReservationState | null; label: string }[] = [{ value: null, label: messages.allStates }, ...reservationStates]
  return (
    <nav aria-label={messages.stateFilter} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
      {options.map((option) => {
        const active = current === option.value || (!current && option.value === null)
        return (
          <a
            key={option.label}
            href={hrefFor(option.value)}
            aria-current={active ? 'page' : undefined}
            className={`btn btn--size-small ${active ? 'btn--style-primary' : 'btn--style-secondary'}`}
            style={{ margin: 0 }}
          >
            {option.label}
          </a>
        )
      })}
    </nav>
  )
}
