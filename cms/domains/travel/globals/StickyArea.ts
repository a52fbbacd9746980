import type { GlobalConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/** The travel side's floating buttons: 오시는 길 and 실시간 상담 (`/stickyArea/directions`, `/stickyArea/liveChat`). */
export const StickyArea: GlobalConfig = {
  slug: 'sticky-area',
  label: '여행 안내 (오시는 길·상담)',
  admin: { group: TRAVEL_ADMIN_GROUP, description: '여행 화면의 떠 있는 버튼(오시는 길, 실시간 상담)이 보여 주는 내용입니다. 저장하면 바로 반영됩니다.' },
  versions: { max: 20 },
  access: { read: anyone, update: isStaff, readVersions: isStaff },
  fields: [
    {
      name: 'directions',
      label: '오시는 길',
      type: 'group',
      fields: [
        { name: 'title', label: '안내 제목', type: 'text', required: true, maxLength: 100 },
        { name: 'address', label: '주소', type: 'text', required: true, maxLength: 200 },
        { name: 'transport', label: '교통편', type: 'textarea', maxLength: 2000 },
        { name: 'mapUrl', label: '지도 주소', type: 'text', maxLength: 300 },
        { name: 'phone', label: '문의 전화', type: 'text', maxLength: 30 },
      ],
    },
    {
      name: 'liveChat',
      label: '실시간 상담',
      type: 'group',
      fields: [
        { name: 'channelName', label: '상담 채널 이름', type: 'text', required: true, maxLength: 100 },
        { name: 'channelUrl', label: '상담 채널 주소', type: 'text', maxLength: 300 },
        {
          type: 'row',
          fields: [
            { name: 'opensAt', label: '상담 시작', type: 'text', required: true, defaultValue: '09:00', admin: { description: '24시간 형식, 예: 09:00' } },
            { name: 'closesAt', label: '상담 종료', type: 'text', required: true, defaultValue: '18:00' },
          ],
        },
        { name: 'weekdaysOnly', label: '평일만 상담', type: 'checkbox', defaultValue: true },
        { name: 'phone', label: '상담 전화', type: 'text', maxLength: 30 },
      ],
    },
  ],
}
