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
  // Rates of a few percent must still show: the scale ends at the next ten above the highest rate.
  const scale: [number, (dataMax: number) => number] = [0, (dataMax) => Math.min(100, Math.max(10, Math.ceil(dataMax / 10) * 10))]
  return (
    <figure style={{ margin: '0 0 24px' }} aria-label={text.chartTitle}>
      <div style={{ height: single ? 48 + rows.length * 28 : 360, width: '100%' }}>
        <ResponsiveContainer>
          {single ? (
            // One month: a bar per equipment, lying down so every name reads in full.
            <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" unit="%" domain={scale} />
              <YAxis type="category" dataKey="label" width={260} interval={0} />
              <Tooltip formatter={(value) => `${String(value)}%`} />
              <Bar dataKey={text.chartTitle} fill={colours[0]} />
            </BarChart>
          ) : (
            <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis unit="%" domain={scale} />
              <Tooltip formatter={(value) => `${String(value)}%`} />
              <Legend />
              {equipment.map(([id, name], index) => (
                <Bar key={id} dataKey={`e${id}`} name={name} fill={colours[index % colours.length]} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
