import type { Payload } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../access/roles'
import type { User } from '../../payload-types'
import { listWaitingPosts, waitedFor } from '../../services/member-boards-admin/list-waiting-posts'
import { messages } from './messages'

const cell: React.CSSProperties = { borderBottom: '1px solid var(--theme-elevation-100)', padding: '10px 8px', textAlign: 'left', verticalAlign: 'top' }

/** 2026. 11. 24. 14:05 — a 24-hour clock: this Node's ICU writes the 12-hour mark as "PM", not 오후. */
const writtenAt = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Seoul' }).format(new Date(iso))

/** On the admin's dashboard: what members wait on, oldest first, so nothing is answered late by oversight. */
export const WaitingPosts = async ({ payload, user }: { payload: Payload; user?: User | null }) => {
  if (!user || !hasStaffRole(user)) return null
  const posts = await listWaitingPosts(payload, user)
  const now = new Date()
  return (
    <section aria-labelledby="waiting-posts-title" style={{ marginBottom: 32 }}>
      <h2 id="waiting-posts-title" style={{ fontSize: 20, margin: '0 0 4px' }}>
        {messages.inboxTitle} <span style={{ color: 'var(--theme-elevation-500)' }}>({posts.length})</span>
      </h2>
      <p style={{ margin: '0 0 12px' }}>{messages.inboxIntro}</p>
      {posts.length === 0 ? (
        <p>{messages.inboxEmpty}</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby="waiting-posts-title">
          <thead>
            <tr>
              <th style={cell}>{messages.columnBoard}</th>
              <th style={cell}>{messages.columnTitle}</th>
              <th style={cell}>{messages.columnAuthor}</th>
              <th style={cell}>{messages.columnWritten}</th>
              <th style={cell}>{messages.columnWaited}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={`${post.collection}-${post.id}`}>
                <td style={cell}>
                  {post.boardLabel}
                  {post.typeLabel && <div style={{ color: 'var(--theme-elevation-500)' }}>{post.typeLabel}</div>}
                </td>
                <td style={cell}>
                  <a href={`/admin/collections/${post.collection}/${post.id}`}>{post.title}</a>
                  {post.secret && <span style={{ color: 'var(--theme-elevation-500)', marginLeft: 6 }}>({messages.secret})</span>}
                </td>
                <td style={cell}>{post.authorName}</td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>{writtenAt(post.createdAt)}</td>
                <td style={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>{waitedFor(post.createdAt, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
