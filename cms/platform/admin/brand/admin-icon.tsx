import React from 'react'
import { EmblemMark } from './emblem-mark'

/** The navigation's small mark, leading back to the dashboard. */
export const AdminIcon = () => <EmblemMark size={28} />
