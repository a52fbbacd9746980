'use client'
import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { messages } from './messages'

type ScheduleType = keyof typeof messages.chosen

/**
 * Payload's 게시 button, whose 예약 게시 dialog presets 게시 on a document that is not published yet
 * and says in words which of 게시 / 게시 해제 is chosen. Payload 3.90 presets 게시 해제 whenever no
 * newer draft waits (PublishButton: `defaultType: !hasNewerVersions ? 'unpublish' : 'publish'`),
 * which a brand-new draft also is, and its dialog has no slot or option for either; so this reaches
 * into the dialog Payload renders: its two radios (`name="<drawer>-type"`, 게시 first) and the list
 * that holds them.
 */
export const ScheduleAwarePublishButton = () => {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawerSlug = `schedule-publish-${id}`
  const open = isModalOpen(drawerSlug)
  const [note, setNote] = useState<HTMLElement | null>(null)
  const [chosen, setChosen] = useState<ScheduleType>('publish')

  useEffect(() => {
    if (!open) return
    let frame = 0
    let detach = () => {}
    // The dialog mounts in the same commit as a rule, but its modal may portal a frame later.
    const attach = () => {
      const [publish, unpublish] = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${drawerSlug}-type"]`)
      const list = publish?.closest('ul')
      if (!publish || !unpublish || !list) {
        frame = requestAnimationFrame(attach)
        return
      }
      // Read once React has drawn the choice: right after a click it puts the radios back as they
      // were until it renders the new state.
      const read = () => {
        frame = requestAnimationFrame(() => setChosen(unpublish.checked ? 'unpublish' : 'publish'))
      }
      list.addEventListener('change', read)
      if (!hasPublishedDoc && !publish.checked) publish.click()
      read()
      const holder = document.createElement('p')
      holder.className = 'schedule-publish__chosen'
      list.after(holder)
      setNote(holder)
      detach = () => {
        list.removeEventListener('change', read)
        holder.remove()
      }
    }
    attach()
    return () => {
      cancelAnimationFrame(frame)
      detach()
      setNote(null)
    }
  }, [open, hasPublishedDoc, drawerSlug])

  return (
    <>
      <PublishButton />
      {note &&
        createPortal(
          <span role="status" style={{ fontWeight: 600 }}>
            {messages.chosen[chosen]}
          </span>,
          note,
        )}
    </>
  )
}
