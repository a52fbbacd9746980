'use client'
import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** Enough distinct bar colours for the handful of series a block shows; they repeat past that. */
const colours = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d']

export type ChartSeries = { key: string; name: string }

/**
 * One block of 운영 통계 as bars: a group (or, `stacked`, a stack) per label with a colour per series.
 * The table beside it carries the exact figures; the chart shows the shape.
 */
export const StatisticsChart = ({
  title,
  data,
  series,
  unit,
  stacked = false,
}: {
  title: string
  data: Record<string, string | number | null>[]
  series: ChartSeries[]
  unit?: string
  stacked?: boolean
}) => (
  <figure style={{ margin: '0 0 16px' }} aria-label={title}>
    <div style={{ height: 320, width: '100%' }}>
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis unit={unit} allowDecimals={unit !== undefined} />
          <Tooltip formatter={(value) => `${String(value)}${unit ?? ''}`} />
          <Legend />
          {series.map((one, index) => (
            <Bar key={one.key} dataKey={one.key} name={one.name} fill={colours[index % colours.length]} stackId={stacked ? 'stack' : undefined} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  </figure>
)
