import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { commonMessages } from '@/config/messages'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError } from '@/lib/api-client'
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload'
import { ErrorView } from './error-view'

const describe = (error: unknown) => {
  if (error instanceof ApiError) {
    return { status: error.httpStatus || 500, message: error.message, description: undefined }
  }
  return { status: 500, message: commonMessages.errorTitle, description: commonMessages.errorBody }
}

/** The router's default error component: API errors show the server's Korean message. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  const { status, message, description } = describe(error)
  useDocumentTitle(message)

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError()
  }, [error])

  useEffect(() => {
    queryErrorReset.reset()
  }, [queryErrorReset])

  return (
    <ErrorView
      status={status}
      message={message}
      description={description}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
