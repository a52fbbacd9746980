'use client'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { messages } from './messages'

/** The 예약 가능 column in words; Payload's checkbox cell would read 참/거짓. */
export const BookableCell = ({ cellData }: DefaultCellComponentProps) => (
  <span style={{ color: cellData ? undefined : 'var(--theme-error-500)' }}>{cellData ? messages.bookable : messages.notBookable}</span>
)
