/** Spec §5/§9: every image and every attachment is at most 20MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

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
