import type { CollectionConfig, FieldAccess } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { isStaff } from '../../../platform/access/is-staff'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { feeUnits, paymentMethods, paymentStates, rateUserTypes, reservationStates, usageModes, vatModes } from '../../../../contract/equipment-options'
import { familyBenefitGroup, setAtFiling } from '../../family'
import { nobody } from '../../../platform/access/nobody'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { dayAndTimeDate, dayOnlyDate } from '../../../platform/fields/date-display'
import { stateHistoryField, staffMemoField } from '../../../platform/fields/state-history'
import { stampedCompanyField } from '../../companies'
import { usageLogFields } from '../usage-log-fields'

/** The payment's note and who recorded it are the office's own; the member reads only paid or not. */
const staffReads: FieldAccess = ({ req: { user } }) => hasStaffRole(user)

/** What decides the held slots (who, which equipment, when) is set once, by the booking service. */
const fixed = { update: nobody }

/**
 * A member's booking of one piece of equipment on one day: the slots, what for, and its state with
 * the history of every change. Members create and cancel through /api/v1 (services check the
 * rules); staff approve, reject and complete in the admin.
 */
export const EquipmentReservations: CollectionConfig = {
  slug: 'equipment-reservations',
  labels: { singular: '장비 예약', plural: '장비 예약' },
  defaultSort: '-createdAt',
  admin: {
    description: '회원이 신청한 장비 예약입니다. 상세 화면에서 승인·반려·사용완료를 처리하고, 목록에서 여러 건을 골라 한꺼번에 승인·반려할 수 있습니다.',
    useAsTitle: 'reservationNo',
    defaultColumns: ['reservationNo', 'equipment', 'useDate', 'timeRange', 'applicantName', 'state', 'createdAt'],
    listSearchableFields: ['reservationNo', 'applicantName', 'organisation'],
    group: '장비 예약',
    components: {
      beforeListTable: ['/domains/equipment/admin/reservation-list-bar#ReservationListBar', '/domains/equipment/admin/bulk-state-actions#BulkStateActions'],
    },
  },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: isStaff, delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'reservationNo', label: '예약번호', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'member', label: '신청 회원', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed, admin: { readOnly: true } },
    { name: 'equipment', label: '장비', type: 'relationship', relationTo: 'equipment', required: true, index: true, access: fixed, admin: { readOnly: true } },
    stampedCompanyField(),
    {
      type: 'row',
      fields: [
        { name: 'useDate', label: '이용일', type: 'text', required: true, index: true, access: fixed, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
        { name: 'timeRange', label: '이용 시간', type: 'text', required: true, access: fixed, admin: { readOnly: true, description: '예: 10:00~12:00' } },
      ],
    },
    {
      name: 'slots',
      label: '예약 시간',
      labels: { singular: '예약 시간', plural: '예약 시간' },
      type: 'array',
      // A request by samples holds no slot (issue 31); the booking service requires slots otherwise.
      access: fixed,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'start', label: '시작', type: 'text', required: true },
            { name: 'end', label: '종료', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startAt', label: '시작 일시', type: 'date', required: true, index: true, access: fixed, admin: { readOnly: true, hidden: true } },
        { name: 'endAt', label: '종료 일시', type: 'date', required: true, access: fixed, admin: { readOnly: true, hidden: true } },
      ],
    },
    {
      name: 'stateActions',
      type: 'ui',
      admin: { components: { Field: '/domains/equipment/admin/reservation-state-actions#ReservationStateActions' }, disableListColumn: true },
    },
    {
      name: 'state',
      label: '상태',
      type: 'select',
      options: [...reservationStates],
      required: true,
      defaultValue: 'standby',
      index: true,
      // Only changeReservationState may move it (it checks the transition, frees the slots and mails the
      // member), so neither the admin form nor a raw REST update can write it.
      access: { update: nobody },
      admin: { readOnly: true, components: { Cell: '/domains/equipment/admin/reservation-state-cell#ReservationStateCell' } },
    },
    { name: 'usageMode', label: '이용 방식', type: 'select', options: [...usageModes], required: true, admin: { readOnly: true } },
    { name: 'purpose', label: '이용 목적', type: 'textarea', required: true, maxLength: 1000, admin: { readOnly: true } },
    // issue 31, rates (A): a request by samples (the mode's 시료 수로 신청); useDate is then 시료 접수 희망일.
    {
      type: 'row',
      fields: [
        { name: 'samples', label: '시료 수', type: 'number', min: 1, access: fixed, admin: { readOnly: true, condition: (data) => data?.samples != null } },
        {
          name: 'sampleDescription',
          label: '시료 설명',
          type: 'textarea',
          maxLength: 1000,
          access: fixed,
          admin: { readOnly: true, condition: (data) => data?.samples != null },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'applicantName', label: '신청자', type: 'text', required: true, maxLength: 50, admin: { readOnly: true } },
        { name: 'organisation', label: '소속 기관', type: 'text', required: true, maxLength: 100, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 30, admin: { readOnly: true } },
        { name: 'email', label: '이메일', type: 'email', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'pricing',
      label: '이용료 산정',
      type: 'group',
      admin: { readOnly: true, description: '신청할 때 계산해 저장한 이용료입니다. 나중에 이용료나 가족회사 등급이 바뀌어도 그대로 남습니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'unitFee', label: '단가(원)', type: 'number', access: setAtFiling },
            { name: 'unit', label: '과금 단위', type: 'select', options: [...feeUnits], access: setAtFiling },
            { name: 'feeUnit', label: '기준', type: 'text', access: setAtFiling },
            { name: 'units', label: '수량', type: 'number', access: setAtFiling },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'baseAmount', label: '기본 이용료(원)', type: 'number', access: setAtFiling },
            { name: 'discountAmount', label: '할인(원)', type: 'number', access: setAtFiling },
            { name: 'total', label: '청구 이용료(원)', type: 'number', access: setAtFiling },
          ],
        },
        // issue 31, rates (A): the rate it was computed with, so a charge can be recomputed from it later.
        {
          type: 'row',
          fields: [
            { name: 'userType', label: '요금 구분', type: 'select', options: [...rateUserTypes], access: setAtFiling },
            { name: 'factorPercent', label: '적용 비율(%)', type: 'number', access: setAtFiling },
            { name: 'discountLabel', label: '할인 내용', type: 'text', access: setAtFiling },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'minimumCharge', label: '최소 이용료(원)', type: 'number', access: setAtFiling },
            { name: 'vatMode', label: '부가세 처리', type: 'select', options: [...vatModes], access: setAtFiling },
            { name: 'supplyAmount', label: '공급가액(원)', type: 'number', access: setAtFiling },
            { name: 'vatAmount', label: '부가세(원)', type: 'number', access: setAtFiling },
          ],
        },
        familyBenefitGroup(),
      ],
    },
    // Issue 31 (B1): the usage log, the charge from actual use and the statement number.
    ...usageLogFields,
    // issue 31 (B2): whether the charge has come in. Staff mark it from the monthly settlement
    // (/admin/equipment-settlement), which also records who did; the collection's update rule keeps
    // members and guests out on every surface.
    {
      name: 'payment',
      label: '납부',
      type: 'group',
      admin: { readOnly: true, description: '월별 정산 화면에서 납부 처리·취소합니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'state', label: '납부 상태', type: 'select', options: [...paymentStates], defaultValue: 'unpaid', index: true },
            { name: 'paidAt', label: '납부일', type: 'date', admin: dayOnlyDate },
            { name: 'method', label: '납부 방법', type: 'select', options: [...paymentMethods] },
          ],
        },
        { name: 'note', label: '납부 메모', type: 'text', maxLength: 200, access: { read: staffReads } },
        { name: 'recordedBy', label: '처리한 직원', type: 'relationship', relationTo: 'users', access: { read: staffReads } },
      ],
    },
    // Reminders (i31-remind): each date is set by the reminder job's claim, before its mail is queued
    // (services/reminders.ts), so a booking gets each reminder once whatever number of runs overlap.
    {
      name: 'remindersSent',
      label: '예약 알림 발송',
      type: 'group',
      access: { update: nobody },
      admin: { readOnly: true, description: '승인된 예약에 보낸 이용 전 알림 메일입니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'dayBeforeAt', label: '전날 알림', type: 'date', admin: dayAndTimeDate },
            { name: 'twoHoursBeforeAt', label: '이용 직전 알림', type: 'date', admin: dayAndTimeDate },
          ],
        },
      ],
    },
    {
      name: 'series',
      label: '반복 예약',
      type: 'relationship',
      relationTo: 'equipment-booking-series',
      index: true,
      access: fixed,
      admin: { readOnly: true, position: 'sidebar', description: '반복 예약으로 함께 신청된 예약이면 그 반복 예약입니다.' },
    },
    staffMemoField,
    stateHistoryField(reservationStates),
    createdAtNamed('신청일시'),
  ],
}
