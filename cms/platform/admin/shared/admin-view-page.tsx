import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

/** A custom admin view's page: the admin's own frame (navigation, header) around a title and the view's content. */
export const AdminViewPage = ({
  initPageResult: { req, permissions, visibleEntities, locale },
  params,
  searchParams,
  title,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { title: string; children: React.ReactNode }) => (
  <DefaultTemplate
    i18n={req.i18n}
    locale={locale}
    params={params}
    payload={req.payload}
    permissions={permissions}
    searchParams={searchParams}
    user={req.user ?? undefined}
    visibleEntities={visibleEntities}
  >
    <Gutter>
      <h1 style={{ margin: '24px 0 8px' }}>{title}</h1>
      {children}
    </Gutter>
  </DefaultTemplate>
)
