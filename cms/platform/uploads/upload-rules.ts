/** Spec §5/§9: every image and every attachment is at most 20MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/** Spec §5: a form sends at most 3 images and 3 attachments. */
export const MAX_UPLOADS_PER_REQUEST = 6

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

export const attachmentMimeTypes = [
  ...imageMimeTypes,
  'application/pdf',
  'application/zip',
  'text/plain',
  'application/x-hwp',
  'application/haansofthwp',
  'application/vnd.hancom.hwp',
  'application/vnd.hancom.hwpx',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

export const uploadMessages = {
  contentMismatch: (extension: string) => `파일 내용이 확장자(.${extension})와 맞지 않습니다. 올바른 파일인지 확인해 주세요.`,
} as const
