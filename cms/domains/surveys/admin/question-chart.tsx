'use client'
import React from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SurveyQuestionResult } from '../../../../contract/surveys'
import { surveyResultsText as text } from '../messages'

/** One question's distribution as lying bars, so every option's words read in full. */
export const QuestionChart = ({ question }: { question: SurveyQuestionResult }) => (
  <figure style={{ margin: '0 0 16px' }} aria-label={question.label}>
    <div style={{ height: 48 + question.distribution.length * 32, width: '100%' }}>
      <ResponsiveContainer>
        <BarChart
          data={question.distribution.map((row) => ({ label: row.label, [text.answered]: row.count }))}
          layout="vertical"
          margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={220} interval={0} />
          <Tooltip />
          <Bar dataKey={text.answered} fill="#2563eb" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  </figure>
)
