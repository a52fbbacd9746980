'use client'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import type { ReservationState } from '../../../../contract/equipment-options'
import { ReservationStateBadge } from './reservation-state-badge'

/** The 상태 column of the reservations list as a coloured badge. */
export const ReservationStateCell = ({ cellData }: DefaultCellComponentProps) =>
  typeof cellData === 'string' ? <ReservationStateBadge state={cellData as ReservationState} /> : null
