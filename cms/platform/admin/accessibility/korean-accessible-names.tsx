'use client'
import React, { useEffect } from 'react'
import { hardCodedCaptions, koreanAccessibleName } from './messages'

const namedAttributes = ['aria-label', 'title']
const rename = (element: Element) => {
  for (const attribute of namedAttributes) {
    const label = element.getAttribute(attribute)
    if (!label) continue
    const translated = koreanAccessibleName(label)
    if (translated !== label) element.setAttribute(attribute, translated)
  }
}

const captionSelector = '.react-datepicker-time__header'

const recaption = (element: Element) => {
  const caption = hardCodedCaptions[element.textContent ?? '']
  if (caption) element.textContent = caption
}

const renameWithin = (root: Element | Document) => {
  if (root instanceof Element) rename(root)
  root.querySelectorAll('[aria-label], [title]').forEach(rename)
  if (root instanceof Element && root.matches(captionSelector)) recaption(root)
  root.querySelectorAll(captionSelector).forEach(recaption)
}

/**
 * Around the whole admin: gives the labels Payload's Lexical editor and relationship field hard-code
 * in English (Edit link, Drag to move, Edit test-doc.pdf …) their Korean names as they appear. Payload
 * has no translation key for them, so the attribute is rewritten on the element; React sets these
 * once per element and does not write them back. The date picker's time list heading ("Time") is
 * put in Korean the same way.
 */
export const KoreanAccessibleNames = ({ children }: { children?: React.ReactNode }) => {
  useEffect(() => {
    renameWithin(document)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') rename(record.target as Element)
        else record.addedNodes.forEach((node) => node instanceof Element && renameWithin(node))
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: namedAttributes })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
