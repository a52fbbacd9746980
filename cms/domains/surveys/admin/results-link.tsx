'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import React from 'react'
import { surveyLabels as label } from '../messages'

/** On a saved survey's edit screen: the way to its results. */
export const SurveyResultsLink = () => {
  const { id } = useDocumentInfo()
  if (typeof id !== 'number') return null
  return (
    <p className="field-type">
      <a href={`/admin/survey-results?id=${id}`}>{label.results}</a>
    </p>
  )
}
