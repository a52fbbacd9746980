import type { CollectionConfig, Validate } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import {
  assignableRateUserTypes,
  equipmentCategories,
  equipmentUseScopes,
  feeUnits,
  slotLengths,
  usageModes,
  vatModes,
  weekdays,
} from '../../../../contract/equipment-options'
import { dayOnlyDate } from '../../../platform/fields/date-display'

const clockTime: Validate = (value) =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : '시각은 09:00 형식(24시간)으로 입력해 주세요.'

const oneOverridePerType: Validate = (rows) =>
  Array.isArray(rows) && new Set(rows.map((row: { userType?: string }) => row.userType)).size !== rows.length
    ? '이용자 구분마다 예외는 하나만 둘 수 있습니다.'
    : true

/**
 * Shared research equipment (공동활용 장비) with its booking rules. Opening hours, slot length and
 * the closures decide which slots /api/v1/equipment/{id}/slots offers; holidays come from the
 * `holidays` collection for every piece of equipment at once.
 */
export const Equipment: CollectionConfig = {
  slug: 'equipment',
  labels: { singular: '장비', plural: '공동활용 장비' },
  defaultSort: 'equipmentNo',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['equipmentNo', 'name', 'category', 'location', 'bookable', '_status'],
    listSearchableFields: ['name', 'equipmentNo', 'nfecNo', 'model'],
    group: '장비 예약',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'equipmentNo', label: '장비번호', type: 'text', required: true, unique: true, maxLength: 30 },
        {
          name: 'nfecNo',
          label: 'NFEC 등록번호',
          type: 'text',
          maxLength: 30,
          admin: { description: '국가연구시설장비 등록번호(ZEUS), 예: NFEC-2021-03-123456' },
        },
      ],
    },
    { name: 'name', label: '장비명', type: 'text', required: true, maxLength: 200 },
    { name: 'category', label: '분류', type: 'select', options: [...equipmentCategories], required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'maker', label: '제조사', type: 'text', maxLength: 100 },
        { name: 'model', label: '모델명', type: 'text', maxLength: 100 },
      ],
    },
    { name: 'location', label: '설치 장소', type: 'text', maxLength: 200 },
    { name: 'image', label: '장비 사진', type: 'upload', relationTo: 'media' },
    { name: 'description', label: '장비 소개', type: 'textarea', maxLength: 4000 },
    {
      name: 'usageModes',
      label: '이용 방식과 이용료',
      labels: { singular: '이용 방식', plural: '이용 방식' },
      type: 'array',
      minRows: 1,
      maxRows: 2,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'mode', label: '이용 방식', type: 'select', options: [...usageModes], required: true },
            { name: 'fee', label: '이용료(원)', type: 'number', min: 0, required: true },
            {
              name: 'unit',
              label: '과금 단위',
              type: 'select',
              options: [...feeUnits],
              required: true,
              defaultValue: 'hour',
              admin: { description: '시간당이면 예약한 시간만큼, 그 밖에는 예약 한 건에 한 번 부과합니다.' },
            },
            {
              name: 'feeUnit',
              label: '기준 표시',
              type: 'text',
              maxLength: 30,
              defaultValue: '1시간',
              admin: { description: '화면에 보이는 기준. 예: 1시간, 1시료' },
            },
          ],
        },
        // issue 31, rates (A)
        {
          name: 'bySamples',
          label: '시료 수로 신청',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: '체크하면 회원이 시간 대신 시료 수와 시료 설명, 시료 접수 희망일로 신청합니다(시간을 차지하지 않음). 과금 단위는 시료당으로 두세요.',
          },
        },
      ],
    },
    // issue 31, rates (A): this equipment's exceptions to 장비 이용료 기준표; empty = the card's.
    {
      name: 'rateOverrides',
      label: '이용료 예외(이용자 구분별 비율)',
      labels: { singular: '이용료 예외', plural: '이용료 예외' },
      type: 'array',
      admin: { description: '이 장비만 기준표와 다른 비율(%)을 적용할 이용자 구분입니다. 가족회사는 언제나 등급의 할인율을 따릅니다.' },
      validate: oneOverridePerType,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'userType', label: '이용자 구분', type: 'select', options: [...assignableRateUserTypes], required: true },
            { name: 'factorPercent', label: '적용 비율(%)', type: 'number', min: 0, max: 100, required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minimumCharge',
          label: '최소 이용료(원)',
          type: 'number',
          min: 0,
          admin: { description: '비워 두면 기준표의 최소 이용료를 따릅니다.' },
        },
        { name: 'vatMode', label: '부가세 처리', type: 'select', options: [...vatModes], admin: { description: '비워 두면 기준표를 따릅니다.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'manager', label: '담당자', type: 'text', maxLength: 50 },
        { name: 'managerPhone', label: '담당자 연락처', type: 'text', maxLength: 30 },
        { name: 'managerEmail', label: '담당자 이메일', type: 'email' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bookable',
          label: '예약 가능',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          admin: { components: { Cell: '/domains/equipment/admin/bookable-cell#BookableCell' } },
        },
        {
          name: 'safetyTrainingRequired',
          label: '안전교육 이수 필요',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '체크하면 직원이 안전교육 이수를 확인한 회원만 예약할 수 있습니다.' },
        },
      ],
    },
    {
      name: 'openingRules',
      label: '예약 운영 규칙',
      type: 'group',
      fields: [
        {
          name: 'weekdays',
          label: '운영 요일',
          type: 'select',
          hasMany: true,
          options: [...weekdays],
          required: true,
          defaultValue: ['1', '2', '3', '4', '5'],
        },
        {
          type: 'row',
          fields: [
            { name: 'openTime', label: '운영 시작', type: 'text', required: true, defaultValue: '09:00', validate: clockTime },
            { name: 'closeTime', label: '운영 종료', type: 'text', required: true, defaultValue: '18:00', validate: clockTime },
            { name: 'slotMinutes', label: '예약 단위', type: 'select', options: [...slotLengths], required: true, defaultValue: '60' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'maxSlotsPerBooking', label: '1회 최대 예약 칸 수', type: 'number', min: 1, max: 24, required: true, defaultValue: 4 },
            { name: 'horizonDays', label: '예약 가능 기간(일)', type: 'number', min: 1, max: 365, required: true, defaultValue: 60 },
            {
              name: 'cancelNoticeHours',
              label: '승인 후 취소 가능 시한(시간 전)',
              type: 'number',
              min: 0,
              max: 720,
              required: true,
              defaultValue: 24,
            },
          ],
        },
      ],
    },
    // issue 31 (B2): what ZEUS registers of the equipment beyond the NFEC number.
    {
      name: 'registry',
      label: '국가연구시설장비 등록 정보',
      type: 'group',
      admin: { description: 'ZEUS(국가연구시설장비 관리시스템)에 등록한 내용과 같게 적어 주세요. 취득금액은 공개 화면에 나오지 않습니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'standardCode',
              label: '표준분류 코드',
              type: 'text',
              maxLength: 20,
              admin: { description: '국가연구시설장비 표준분류, 예: EQ00020004(분리분석장비)' },
            },
            { name: 'acquiredOn', label: '취득일', type: 'date', admin: dayOnlyDate },
            { name: 'acquisitionCost', label: '취득금액(원)', type: 'number', min: 0, admin: { description: '부가세를 포함한 취득 당시 금액' } },
            {
              name: 'useScope',
              label: '활용 범위',
              type: 'select',
              options: [...equipmentUseScopes],
              admin: { description: '단독활용: 연구실 전용, 공동활용: 외부 이용 허용, 공동활용서비스: 전담 인력이 운영' },
            },
          ],
        },
      ],
    },
    {
      name: 'quotas',
      label: '예약 한도 (회원당)',
      type: 'group',
      admin: {
        description: '비워 두면 제한하지 않습니다. 신청·승인·취소요청·사용완료 상태의 예약을 셉니다. 주는 월요일부터 일요일까지(한국 시간)입니다.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'maxHoursPerWeek', label: '주 최대 이용 시간', type: 'number', min: 0.5, max: 168 },
            { name: 'maxHoursPerMonth', label: '월 최대 이용 시간', type: 'number', min: 0.5, max: 744 },
            { name: 'maxOpenBookings', label: '진행 중 예약 최대 건수', type: 'number', min: 1, max: 100, admin: { step: 1 } },
          ],
        },
      ],
    },
    {
      name: 'closures',
      label: '휴무·점검 기간',
      labels: { singular: '휴무·점검', plural: '휴무·점검 기간' },
      type: 'array',
      admin: { description: '공휴일은 "휴무일" 메뉴에서 모든 장비에 한꺼번에 적용됩니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'startDate', label: '시작일', type: 'date', required: true, admin: dayOnlyDate },
            { name: 'endDate', label: '종료일', type: 'date', required: true, admin: dayOnlyDate },
            { name: 'reason', label: '사유', type: 'text', required: true, maxLength: 100, admin: { description: '예: 정기 점검, 장비 수리' } },
          ],
        },
      ],
    },
    // Calendar feed (i31-remind): staff issue the equipment's private subscription address here.
    {
      name: 'calendarFeed',
      type: 'ui',
      admin: { components: { Field: '/domains/equipment/admin/equipment-feed-field#EquipmentFeedField' }, disableListColumn: true },
    },
  ],
}
