'use client'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'
import { sharedAdminMessages } from './messages'

/** A checkbox column in words staff read at a glance; Payload's own cell says 참/거짓. */
export const YesNoCell = ({ cellData }: DefaultCellComponentProps) => <span>{cellData ? sharedAdminMessages.yes : sharedAdminMessages.no}</span>
