import type { PromotionCategory } from '../../contract/travel-options'
import { type ArtSpec, palettes } from '../lib/art'

/** The travel desk the floating buttons point at. */
export const stickyAreaSeed = {
  directions: {
    title: '새솔대학교 여행안내센터',
    address: '세종특별자치시 새솔대학로 100 산학협력관 1층',
    transport: '세종터미널에서 BRT B1번 버스로 새솔대학교 정문 하차(약 15분), 정문에서 산학협력관까지 걸어서 5분.',
    mapUrl: 'https://map.kakao.com/?q=새솔대학교',
    phone: '044-123-4500',
  },
  liveChat: { channelName: '새솔 여행 상담 (카카오톡 채널)', channelUrl: 'https://pf.kakao.com/_saesol', opensAt: '09:00', closesAt: '18:00', weekdaysOnly: true, phone: '044-123-4501' },
}

export type PromotionSeed = {
  key: string
  title: string
  category: PromotionCategory
  summary: string
  content: string
  /** Days from the seed's day; no end runs on. */
  days: [number, number | null]
  /** A coupon it hands out (seed/data/passes.ts key). */
  coupon?: string
  art: ArtSpec
  draft?: boolean
}

export const promotionSeeds: PromotionSeed[] = [
  {
    key: 'welcome',
    title: '신규 회원 10% 할인 쿠폰 증정',
    category: 'coupon',
    summary: '가입하고 쿠폰함에서 바로 받으세요',
    content: '처음 가입한 회원께 모든 패스에 쓸 수 있는 10% 할인 쿠폰(최대 5,000원)을 드립니다.',
    days: [-10, 60],
    coupon: 'welcome',
    art: { pattern: 'orbits', palette: palettes.sunset, seed: 941 },
  },
  {
    key: 'autumn',
    title: '가을 여행 주간 사전 안내',
    category: 'event',
    summary: '가을 여행 주간에 패스를 15% 싸게',
    content: '가을 여행 주간 동안 모든 패스에 15% 할인 쿠폰을 씁니다. 쿠폰은 지금 미리 받아 둘 수 있습니다.',
    days: [10, 40],
    coupon: 'autumn',
    art: { pattern: 'waves', palette: palettes.rose, seed: 942 },
  },
  {
    key: 'palace-night',
    title: '궁궐 야간 관람 예약 시작',
    category: 'reserve',
    summary: '경복궁·창덕궁 야간 관람은 사전 예약제입니다',
    content: '야간 관람은 하루 정원이 정해져 있어 예약한 분만 입장합니다.',
    days: [-3, null],
    art: { pattern: 'blocks', palette: palettes.navy, seed: 943 },
  },
  {
    key: 'summer',
    title: '여름 바다 할인전 종료',
    category: 'noti',
    summary: '여름 바다 할인전이 끝났습니다',
    content: '참여해 주신 모든 분께 감사드립니다.',
    days: [-90, -1],
    art: { pattern: 'waves', palette: palettes.ocean, seed: 944 },
  },
  {
    key: 'draft',
    title: '준비 중인 제휴 광고',
    category: 'ad',
    summary: '임시저장',
    content: '검토 중',
    days: [0, 30],
    art: { pattern: 'bars', palette: palettes.slate, seed: 945 },
    draft: true,
  },
]

export type TravelInfoSeed = { key: string; title: string; touristType: string; summary: string; content: string; draft?: boolean }

export const travelInfoSeeds: TravelInfoSeed[] = [
  {
    key: 'ktx',
    title: 'KTX와 고속버스로 지방 관광지 가기',
    touristType: 'CD0000002601',
    summary: '역·터미널에서 관광지까지 이어지는 교통편',
    content: '경주는 신경주역, 여수는 여수엑스포역, 순천은 순천역에서 시내버스와 시티투어 버스로 이어집니다.',
  },
  {
    key: 'stay',
    title: '한옥 스테이 이용 안내',
    touristType: 'CD0000002602',
    summary: '하회마을·북촌 한옥 숙소 예약과 이용 수칙',
    content: '한옥 숙소는 온돌방이 많아 침구 수를 미리 확인하세요. 밤 10시 이후에는 마을 안에서 조용히 해 주세요.',
  },
  {
    key: 'safety',
    title: '여행 중 아플 때: 응급의료 안내',
    touristType: 'CD0000002603',
    summary: '119와 1339, 가까운 응급실 찾기',
    content: '응급 상황에는 119, 의료 상담은 1339(질병관리청 콜센터)로 전화하세요.',
  },
  {
    key: 'tips',
    title: '패스 교환권 사용하는 법',
    touristType: 'CD0000002604',
    summary: '매표소에서 교환권 번호를 보여 주세요',
    content: '마이페이지의 교환권 화면에서 PV-로 시작하는 번호를 매표소에 보여 주면 입장권으로 바꿔 드립니다.',
  },
  { key: 'draft', title: '준비 중인 안내', touristType: 'CD0000002604', summary: '임시저장', content: '검토 중', draft: true },
]
