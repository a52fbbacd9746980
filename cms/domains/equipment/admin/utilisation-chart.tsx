'use client'
import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { UtilisationRow } from '../../../../contract/equipment-office'
import { officeAdminMessages as text } from './messages'

/** Enough distinct bar colours for the handful of instruments an office runs; they repeat past that. */
const colours = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d']

/**
 * 가동률 as bars: one month shows a bar per equipment, twelve months a group of bars per month with
 * one colour per equipment, so a trend and a comparison both read at a glance.
 */
export const UtilisationChart = ({ months, rows }: { months: string[]; rows: UtilisationRow[] }) => {
  const equipment = [...new Map(rows.map((row) => [row.equipmentId, row.equipmentName])).entries()]
  const single = months.length === 1
  const data = single
    ? rows.map((row) => ({ label: row.equipmentName, [text.chartTitle]: row.rate ?? 0 }))
    : months.map((month) => ({
        label: month.replace('-', '.'),
        ...Object.fromEntries(rows.filter((row) => row.month === month).map((row) => [`e${row.equipmentId}`, row.rate ?? 0])),
      }))
  return (
    <figure style={{ margin: '0 0 24px' }} aria-label={text.chartTitle}>
      <div style={{ height: 320, width: '100%' }}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis unit="%" domain={[0, 100]} />
            <Tooltip formatter={(value) => `${String(value)}%`} />
            <Legend />
            {single ? (
              <Bar dataKey={text.chartTitle} fill={colours[0]} />
            ) : (
              equipment.map(([id, name], index) => <Bar key={id} dataKey={`e${id}`} name={name} fill={colours[index % colours.length]} />)
            )}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
