import type { CollectionConfig } from 'payload'
import { courseTracks, courseTrackValues } from '../../../../contract/education'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { seatWaitingList } from '../hooks/seat-waiting-list'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { dayOnlyDate } from '../../../platform/fields/date-display'

export const courseModes = [
  { label: '집합교육', value: 'collective' },
  { label: '온라인교육', value: 'online' },
]

export const courseStates = [
  { label: '모집예정', value: 'upcoming' },
  { label: '모집중', value: 'open' },
  { label: '모집마감', value: 'closed' },
]

/** Education courses: what the home sliders and /cooperation/edu show, and what members apply to. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: '교육과정', plural: '교육과정' },
  defaultSort: '-applyStart',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'mode', 'state', 'applyStart', 'applyEnd', '_status'],
    listSearchableFields: ['title'],
    group: '산학지원',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: {
    afterChange: [seatWaitingList],
    beforeDelete: [
      keepWhileApplied('course-applications', 'course', '신청이 있는 교육과정은 삭제할 수 없습니다. 더 받지 않으려면 모집 상태를 모집마감으로 바꿔 주세요.'),
    ],
  },
  fields: [
    { name: 'title', label: '과정명', type: 'text', required: true, maxLength: 200 },
    { name: 'mode', label: '교육 방식', type: 'select', options: courseModes, required: true, index: true },
    {
      name: 'track',
      label: '평생교육 과정 구분',
      type: 'select',
      options: courseTrackValues.map((value) => ({ value, label: courseTracks[value] })),
      index: true,
      admin: { description: 'ESG·평생교육의 직무능력 향상·실습 중심·현장 맞춤형 교육 화면에도 보이게 하려면 고르세요.' },
    },
    { name: 'state', label: '모집 상태', type: 'select', options: courseStates, required: true, defaultValue: 'upcoming', index: true },
    { name: 'image', label: '대표 이미지', type: 'upload', relationTo: 'media' },
    { name: 'summary', label: '과정 소개', type: 'textarea', maxLength: 500 },
    { name: 'target', label: '교육 대상', type: 'text', maxLength: 100 },
    { name: 'location', label: '교육 장소', type: 'text', maxLength: 100 },
    {
      type: 'row',
      fields: [
        { name: 'capacity', label: '정원', type: 'number', min: 0, admin: { description: '비워 두면 인원 제한 없이 받습니다.' } },
        { name: 'fee', label: '수강료(원)', type: 'number', min: 0, defaultValue: 0, admin: { description: '0이면 무료로 표시됩니다.' } },
        {
          name: 'familySeats',
          label: '가족회사 우선 좌석',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: '정원 가운데 가족회사 구성원만 쓸 수 있는 자리입니다. 다른 신청자는 (정원 − 이 수)까지만 받습니다.' },
        },
        {
          name: 'familyFeeWaived',
          label: '가족회사 수강료 면제',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '켜면 교육비 면제 등급의 가족회사 구성원은 수강료를 내지 않습니다.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'applyStart', label: '신청 시작일', type: 'date', required: true, admin: dayOnlyDate },
        { name: 'applyEnd', label: '신청 마감일', type: 'date', required: true, admin: dayOnlyDate },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'eduStart', label: '교육 시작일', type: 'date', admin: dayOnlyDate },
        { name: 'eduEnd', label: '교육 종료일', type: 'date', admin: dayOnlyDate },
      ],
    },
  ],
}
