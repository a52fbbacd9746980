import type { Access, CollectionConfig, FieldHook } from 'payload'
import { companyLimits, companySizes, isValidBusinessNumber, normalizeBusinessNumber } from '../../../../contract/companies'
import { toSelectOptions } from '../../../../contract/account-options'
import { assignableRateUserTypes } from '../../../../contract/equipment-options'
import { isStaff } from '../../../platform/access/is-staff'
import { hasStaffRole } from '../../../platform/access/roles'
import { companyIdOf } from '../company-of'
import { dayOnlyDate } from '../../../platform/fields/date-display'
import { companyLabels as label, companyMessages } from '../messages'

/** Staff see every company; a member sees only the one they belong to. */
const ownCompanyOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasStaffRole(user)) return true
  const id = companyIdOf(user)
  return id === null ? false : { id: { equals: id } }
}

/** Stored as ten digits whatever the member typed; a wrong check digit never reaches the database. */
const checkBusinessNumber: FieldHook = ({ value }) => {
  if (value === undefined || value === null || value === '') return value
  if (typeof value !== 'string' || !isValidBusinessNumber(value)) throw new Error(companyMessages.invalidBusinessNumber)
  return normalizeBusinessNumber(value)
}

/**
 * A company (기업): its own record, with members (users.company) and, when approved, a family-company
 * membership. Members change it through /api/v1/companies, where its 관리자 is checked; the
 * business number they ask to change waits in pendingBusinessNumber until staff confirm it.
 */
export const Companies: CollectionConfig = {
  slug: 'companies',
  labels: { singular: label.company, plural: label.companies },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'businessNumber', 'ceo', 'size', 'pendingBusinessNumber', 'createdAt'],
    listSearchableFields: ['name', 'businessNumber', 'ceo'],
    group: label.group,
  },
  access: { read: ownCompanyOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'staffActions',
      type: 'ui',
      admin: { components: { Field: '/domains/companies/admin/company-staff-actions#CompanyStaffActions' }, disableListColumn: true },
    },
    { name: 'name', label: label.name, type: 'text', required: true, maxLength: companyLimits.nameMax, index: true },
    {
      type: 'row',
      fields: [
        { name: 'businessNumber', label: label.businessNumber, type: 'text', required: true, unique: true, hooks: { beforeValidate: [checkBusinessNumber] } },
        { name: 'pendingBusinessNumber', label: label.pendingBusinessNumber, type: 'text', hooks: { beforeValidate: [checkBusinessNumber] } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ceo', label: label.ceo, type: 'text', required: true, maxLength: companyLimits.ceoMax },
        { name: 'size', label: label.size, type: 'select', required: true, options: toSelectOptions(companySizes), defaultValue: 'small' },
        { name: 'foundedOn', label: label.foundedOn, type: 'date', admin: dayOnlyDate },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'industry', label: label.industry, type: 'text', maxLength: companyLimits.industryMax },
        { name: 'businessType', label: label.businessType, type: 'text', maxLength: companyLimits.industryMax },
      ],
    },
    { name: 'address', label: label.address, type: 'text', maxLength: companyLimits.addressMax },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: label.phone, type: 'text', maxLength: companyLimits.phoneMax },
        { name: 'homepage', label: label.homepage, type: 'text', maxLength: companyLimits.homepageMax },
      ],
    },
    { name: 'logo', label: label.logo, type: 'upload', relationTo: 'company-logos' },
    { name: 'introduction', label: label.introduction, type: 'textarea', maxLength: companyLimits.introductionMax },
    // issue 31, rates (A): set by staff from documents (중소기업 확인서 …); what the company declares does not decide it.
    {
      name: 'rateUserType',
      label: '장비 이용료 구분',
      type: 'select',
      options: [...assignableRateUserTypes],
      access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
      admin: { description: '직원이 확인서로 확인한 경우에만 지정합니다(예: 중소기업 확인서 → 중소기업). 가족회사 협약 중이면 협약 등급이 우선합니다.' },
    },
  ],
}
