import type { CollectionSlug } from 'payload'
import { applicationCollections, type ApplicationKind, applicationKinds } from '../../../../contract/applications'
import { applicationMessages } from '../messages'
import { notFound } from '../../../platform/http/errors'

export type Programme = {
  kind: ApplicationKind
  collection: Extract<CollectionSlug, (typeof applicationCollections)[ApplicationKind]>
  /** What the member applied for, as mails and the staff inbox name it. */
  label: string
  /** 신청번호 prefix: TA-20261125-0012. */
  numberPrefix: string
  /** Where the member follows it, for links in mails. */
  myPagePath: string
}

/** Every programme on the shared status model (docs/decisions.md "신청 상태"). */
export const programmes: Record<ApplicationKind, Programme> = {
  tech: { kind: 'tech', collection: applicationCollections.tech, label: '기술자문', numberPrefix: 'TA', myPagePath: '/myPage/tech' },
  edu: { kind: 'edu', collection: applicationCollections.edu, label: '산업교육', numberPrefix: 'ED', myPagePath: '/myPage/edu' },
  assn: { kind: 'assn', collection: applicationCollections.assn, label: '공동기술개발과제', numberPrefix: 'JD', myPagePath: '/myPage/assn' },
  family: { kind: 'family', collection: applicationCollections.family, label: '가족회사', numberPrefix: 'FM', myPagePath: '/myPage/company' },
  transfer: { kind: 'transfer', collection: applicationCollections.transfer, label: '기술상담', numberPrefix: 'TT', myPagePath: '/myPage/transfer' },
}

export const resolveProgramme = (kind: string): Programme => {
  if (!(applicationKinds as readonly string[]).includes(kind)) throw notFound(applicationMessages.unknownKind)
  return programmes[kind as ApplicationKind]
}

export const programmeOfCollection = (collection: string): Programme | undefined =>
  Object.values(programmes).find((programme) => programme.collection === collection)
